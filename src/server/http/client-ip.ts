import "server-only";
import { readServerToken } from "@/server/env";
import { readClientStamp } from "./client-stamp";

/**
 * The client's address for rate limits. X-Forwarded-For is believed only with
 * TRUST_PROXY=true, and then only its last entry (the one our own proxy appended);
 * otherwise the connection's address as the server stamped it (client-stamp.ts), which a
 * client cannot choose.
 */
export function clientIp(headers: Headers, trustProxy: boolean, token = readServerToken()): string {
  if (trustProxy) {
    const forwarded = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return readClientStamp(headers, token)?.address ?? "unknown";
}
