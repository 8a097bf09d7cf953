/** After a failure, the waits before each new attempt: a database blip or an Algolia hiccup passes within a minute. */
export const searchRetryDelaysMs = [2_000, 10_000, 60_000];

/**
 * Runs `work`; on failure, tries again after each of `delays` (in the background: the caller
 * has already answered). What still fails after the last attempt is logged, and the start-up
 * repair (repairSearchIndex) finds it at the next start. Resolves once the first attempt is done.
 */
export async function runWithRetries(label: string, work: () => Promise<unknown>, delays = searchRetryDelaysMs): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    scheduleRetry(label, work, delays, 0, error);
    return false;
  }
}

const pending = new Set<ReturnType<typeof setTimeout>>();

/** Drops every retry not yet run (tests; a process about to stop). */
export function cancelSearchRetries(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}

function scheduleRetry(label: string, work: () => Promise<unknown>, delays: number[], attempt: number, error: unknown): void {
  const reason = error instanceof Error ? error.message : "unknown error";
  const delay = delays[attempt];
  if (delay === undefined) {
    console.error(`[search] ${label} failed ${attempt + 1} times (${reason}); the repair at the next start will catch it up.`);
    return;
  }
  console.warn(`[search] ${label} failed (${reason}); trying again in ${Math.round(delay / 1000)} s.`);
  const timer = setTimeout(() => {
    pending.delete(timer);
    work().catch((next: unknown) => scheduleRetry(label, work, delays, attempt + 1, next));
  }, delay);
  timer.unref?.();
  pending.add(timer);
}
