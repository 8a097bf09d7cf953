import "server-only";
import type { ReadingDecision } from "@/lib/decide-reading";
import { decidePostReadingWithPolicy, type DecidePostReadingOptions } from "./decide-post-reading-with-policy";
import { readReadingPolicy } from "./read-reading-policy";

export type { DecidePostReadingOptions } from "./decide-post-reading-with-policy";

/**
 * The paywall's rule applied to one reader and one post, with the facts looked up fresh (the
 * subscription's period end counts at once, the meter is counted on the server): what the body
 * endpoint answers, who may read and write a post's comments. The reading settings come from
 * the data cache (a request); background work uses decidePostReadingWithPolicy.
 */
export async function decidePostReading(options: DecidePostReadingOptions): Promise<ReadingDecision> {
  return decidePostReadingWithPolicy(await readReadingPolicy(), options);
}
