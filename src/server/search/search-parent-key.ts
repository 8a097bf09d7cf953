import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/server/env";

/**
 * The server-only parent key that search keys are signed with, derived from the auth secret
 * so every server sharing AUTH_SECRET accepts the same keys. Without AUTH_SECRET (a single
 * PGlite server in development) a random secret is kept in DATA_DIR/search-secret.
 */
let cached: string | undefined;

function readAuthSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "search-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, "utf8").trim();
}

export function getSearchParentKey(): string {
  cached ??= createHmac("sha256", readAuthSecret()).update("groundwork search parent key v1").digest("hex");
  return cached;
}

/** Tests and secret rotation start over. */
export function resetSearchParentKey(): void {
  cached = undefined;
}

/** The application id the browser client sends; any stable name works for our own server. */
export function getSearchAppId(): string {
  return getEnv().ALGOLIA_APP_ID ?? "groundwork";
}
