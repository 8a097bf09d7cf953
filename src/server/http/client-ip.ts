import "server-only";

/** Set by scripts/client-ip-preload.mjs from the TCP connection; any client-sent copy is replaced there. */
export const socketIpHeader = "x-groundwork-socket-ip";
/** Set by the same preload: "1" when the client sent forwarding headers (X-Forwarded-*, Forwarded, X-Real-IP), else "0". */
export const forwardedByClientHeader = "x-groundwork-forwarded";

/**
 * The client's address for rate limits. X-Forwarded-For is believed only with
 * TRUST_PROXY=true, and then only its last entry (the one our own proxy appended);
 * otherwise the connection's address, which a client cannot choose.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return headers.get(socketIpHeader) ?? "unknown";
}
