import "server-only";
import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getEnv } from "@/server/env";

/**
 * The server-only parent key that search keys are signed with, derived from the auth secret
 * so every server sharing it accepts the same keys.
 */
let cached: string | undefined;

export function getSearchParentKey(): string {
  cached ??= createHmac("sha256", getAuthSecret(getEnv())).update("groundwork search parent key v1").digest("hex");
  return cached;
}

/** The application id the browser client sends; any stable name works for our own server. */
export function getSearchAppId(): string {
  return getEnv().ALGOLIA_APP_ID ?? "groundwork";
}
