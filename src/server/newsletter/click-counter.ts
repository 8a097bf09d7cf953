/**
 * Newsletter clicks counted in memory and written in batches (#27): the redirect never waits on
 * the database. Each flush (about every second, and at shutdown) looks up when the copies it
 * concerns were delivered and writes the counts per (link, copy) in one transaction.
 *
 * Scanners that open every link of a mail as it arrives are left out: the clicks of a copy within
 * `earlyMs` of its delivery are held until that window has passed, then dropped if they reached
 * every link of the mail, or `scannerLinks` of them, and counted otherwise. A copy whose sending
 * is not recorded yet (the scanner was faster than our bookkeeping) is held from its first click.
 */
export type Click = { linkId: number; deliveryId: number; at: number };
export type ClickCount = { linkId: number; deliveryId: number; clicks: number };
export type DeliveryFacts = { sentAt: number | null; linkCount: number };

export type ClickCounterOptions = {
  lookup: (deliveryIds: number[]) => Promise<Map<number, DeliveryFacts>>;
  write: (counts: ClickCount[]) => Promise<void>;
  now?: () => number;
  flushEveryMs?: number;
  earlyMs?: number;
  scannerLinks?: number;
  /** Clicks waiting at most; beyond it (the database down for long) new ones are dropped. */
  maxWaiting?: number;
  log?: (line: string) => void;
};

export type ClickCounter = {
  record: (click: Omit<Click, "at">) => void;
  /** Writes what is due; `final` (shutdown) decides the held clicks now. Never rejects. */
  flush: (options?: { final?: boolean }) => Promise<void>;
  waiting: () => number;
};

type Held = { clicks: Click[]; until: number };

export function createClickCounter(options: ClickCounterOptions): ClickCounter {
  const { lookup, write, now = Date.now, flushEveryMs = 1_000, earlyMs = 10_000, scannerLinks = 3, maxWaiting = 100_000 } = options;
  const log = options.log ?? ((line: string) => console.warn(`[clicks] ${line}`));
  let pending: Click[] = [];
  const held = new Map<number, Held>();
  const known = new Map<number, DeliveryFacts>();
  let heldCount = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const arm = () => {
    if (timer || (pending.length === 0 && held.size === 0)) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushEveryMs);
    timer.unref();
  };

  const factsOf = async (clicks: Click[]): Promise<void> => {
    // A copy not sent yet as far as the database knew is asked again.
    const missing = [...new Set(clicks.map((click) => click.deliveryId))].filter((id) => (known.get(id)?.sentAt ?? null) === null);
    if (missing.length === 0) return;
    for (const [id, facts] of await lookup(missing)) {
      known.set(id, facts);
      if (known.size > 50_000) known.delete(known.keys().next().value!);
    }
  };

  const isScannerBurst = (clicks: Click[], facts: DeliveryFacts | undefined): boolean => {
    const links = new Set(clicks.map((click) => click.linkId)).size;
    return links >= Math.min(facts?.linkCount ?? scannerLinks, scannerLinks);
  };

  const flushOnce = async (final: boolean): Promise<void> => {
    const batch = pending;
    pending = [];
    const counted: Click[] = [];
    try {
      await factsOf(batch);
      for (const click of batch) {
        // A copy the database does not have (its member deleted since) counts nothing.
        if (!known.has(click.deliveryId)) continue;
        const sentAt = known.get(click.deliveryId)!.sentAt;
        const entry = held.get(click.deliveryId) ?? { clicks: [], until: (sentAt ?? click.at) + earlyMs };
        if (click.at >= entry.until) {
          counted.push(click);
          continue;
        }
        entry.clicks.push(click);
        heldCount += 1;
        held.set(click.deliveryId, entry);
      }
      const at = now();
      for (const [deliveryId, entry] of held) {
        if (!final && at < entry.until) continue;
        held.delete(deliveryId);
        heldCount -= entry.clicks.length;
        if (!isScannerBurst(entry.clicks, known.get(deliveryId))) counted.push(...entry.clicks);
      }
      if (counted.length > 0) await write(sumByLinkAndCopy(counted));
    } catch (error) {
      log(`${counted.length || batch.length} click(s) not counted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const flush = ({ final = false }: { final?: boolean } = {}): Promise<void> => {
    running = running.then(() => flushOnce(final)).finally(arm);
    return running;
  };

  return {
    record: ({ linkId, deliveryId }) => {
      if (pending.length + heldCount >= maxWaiting) return;
      pending.push({ linkId, deliveryId, at: now() });
      arm();
    },
    flush,
    waiting: () => pending.length + heldCount,
  };
}

function sumByLinkAndCopy(clicks: Click[]): ClickCount[] {
  const sums = new Map<string, ClickCount>();
  for (const { linkId, deliveryId } of clicks) {
    const key = `${linkId}.${deliveryId}`;
    const sum = sums.get(key) ?? { linkId, deliveryId, clicks: 0 };
    sum.clicks += 1;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
