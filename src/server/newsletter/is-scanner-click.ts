import type { IncomingHttpHeaders } from "node:http";
import { isBotUserAgent } from "@/server/analytics/is-bot-user-agent";

/**
 * Mail security gateways that fetch every link of a mail to inspect it, by the names their
 * fetchers give (isbot's list has the crawlers, monitors and headless tools; these are the ones
 * it lacks that fetch newsletters).
 */
const scannerAgents =
  /barracuda|mimecast|proofpoint|urldefense|ironport|forcepoint|fortiguard|trend ?micro|sophos|symantec|messagelabs|safelinks|mail ?scanner|link ?(?:checker|preview|scanner)|microsoft office|ms-office|outlook-ios|googleimageproxy|yahoomailproxy/i;

/**
 * A request on a newsletter link that is not a reader clicking: HEAD (checkers), a browser's or
 * a mail client's prefetch (Purpose / Sec-Purpose / X-Purpose / X-Moz), a known scanner or bot
 * by its user agent, or none at all. It is still redirected, only not counted. The other scanner
 * sign, every link of a mail clicked right after delivery, needs the delivery's time and is
 * decided in batches (click-counter.ts).
 */
export function isScannerClick(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET") return true;
  const purpose = [headers.purpose, headers["sec-purpose"], headers["x-purpose"], headers["x-moz"]].join(" ").toLowerCase();
  if (/prefetch|preview|prerender/.test(purpose)) return true;
  const agent = headers["user-agent"] ?? null;
  return isBotUserAgent(agent) || scannerAgents.test(agent ?? "");
}
