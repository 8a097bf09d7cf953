import "server-only";
import { readServerToken } from "@/server/env";
import { isLoopbackHostname } from "@/server/site-origin";
import { readClientStamp } from "./client-stamp";

/**
 * True for a request made on this machine by a local browser: the connection comes from a
 * loopback address (the server's stamp, client-stamp.ts), nothing says it was forwarded (a
 * proxy on this machine would make every visitor look local), and the Host names this machine.
 * Headers a client chooses (Host, X-Forwarded-For) alone never make a request local: the
 * socket address decides first.
 */
export function isLocalRequest(headers: Headers, token = readServerToken()): boolean {
  const stamp = readClientStamp(headers, token);
  if (!stamp || !isLoopbackAddress(stamp.address) || stamp.forwardedByClient) return false;
  const host = headers.get("host");
  if (!host) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function isLoopbackAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, "");
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
