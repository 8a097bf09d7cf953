import "server-only";
import type { BackgroundService } from "./background-services";

/**
 * The newsletter click counter (src/server/newsletter/click-counter.ts) as a service of the
 * server: it flushes by itself about every second while clicks wait; on SIGTERM, once the
 * requests in flight have finished, what is left (held scanner-window clicks too) is written.
 */
export const clickCounterService: BackgroundService = {
  name: "click counter",
  start: async () => {
    const { newsletterClicks } = await import("@/server/newsletter/newsletter-clicks");
    return { stop: () => newsletterClicks.flush({ final: true }) };
  },
};
