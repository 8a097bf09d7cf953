import "server-only";
import { createClickCounter } from "./click-counter";
import { lookupDeliveryFacts, writeClickCounts } from "./write-click-counts";

/**
 * This process's click counter: the server's redirect step records into it, and the server's
 * shutdown flushes it (click-counter-service.ts).
 */
export const newsletterClicks = createClickCounter({ lookup: lookupDeliveryFacts, write: writeClickCounts });
