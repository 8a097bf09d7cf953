import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "@/server/env";

let cached: string | undefined;

/**
 * AUTH_SECRET when configured (required in production with DATABASE_URL, see env.ts).
 * Otherwise — the embedded default — a random secret generated once and kept in the data
 * folder, so sessions and magic links survive restarts without any setup.
 */
export function getAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return (cached = stored);
  } catch {
    // not generated yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(33).toString("base64url");
  try {
    // "wx": if another process wrote it first, theirs wins and we read it back.
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return (cached = secret);
  } catch {
    return (cached = readFileSync(file, "utf8").trim());
  }
}
