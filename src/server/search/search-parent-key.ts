import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/server/env";

/**
 * The server-only parent key that search keys are signed with, derived from the auth secret
 * so every server sharing it accepts the same keys.
 *
 * The secret is read the way the sign-in work's getAuthSecret() (src/server/auth/auth-secret.ts
 * on the auth branch) reads it — AUTH_SECRET, else DATA_DIR/auth-secret created once — so
 * both agree on one file. Once merged, readAuthSecret can simply call getAuthSecret(getEnv()).
 */
let cached: string | undefined;

function readAuthSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": if another process (or the sign-in code) wrote it first, theirs wins.
    writeFileSync(file, `${randomBytes(33).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch {
    // already there
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
