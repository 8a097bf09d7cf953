import { isbot } from "isbot";

/** Crawlers, monitors and headless tools (isbot's maintained list); no user agent at all counts as a bot. */
export function isBotUserAgent(userAgent: string | null): boolean {
  return !userAgent || userAgent.trim() === "" || isbot(userAgent);
}
