import type { IncomingMessage } from "node:http";

/**
 * What the server (src/server/node-server/) knows about a connection and Next.js's request
 * cannot: the socket's address, and whether the client itself sent forwarding headers (before
 * Next.js adds X-Forwarded-For of its own). The server writes it into this header on every
 * request, replacing anything a client sent under that name, and signs it with the token only
 * the server's process knows (env.ts `readServerToken`): a stamp without that token is
 * ignored, so a request that somehow reached Next.js without the server reads as "unknown
 * address, not from this machine" instead of what the client claimed.
 */
export const clientStampHeader = "x-groundwork-client";

export type ClientStamp = { address: string; forwardedByClient: boolean };

const forwardingHeaders = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"];

/** The server's first step: the stamp for this request, from its socket. */
export function stampClient(request: IncomingMessage, token: string): void {
  const forwarded = forwardingHeaders.some((name) => name in request.headers);
  const address = request.socket.remoteAddress ?? "unknown";
  request.headers[clientStampHeader] = `${token} ${forwarded ? "1" : "0"} ${address}`;
}

/** The stamp the server wrote, or null when there is none with this process's token. */
export function readClientStamp(headers: Headers, token: string | undefined): ClientStamp | null {
  const value = headers.get(clientStampHeader);
  if (!token || !value) return null;
  const [sentToken, forwarded, address] = value.split(" ");
  if (sentToken !== token || !address || (forwarded !== "0" && forwarded !== "1")) return null;
  return { address, forwardedByClient: forwarded === "1" };
}
