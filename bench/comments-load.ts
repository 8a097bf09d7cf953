import http from "node:http";
import { seededRandom } from "./synthetic-search";

export type GetLoopResult = { due: number; non2xx: number; errors: number; latencies: number[]; bytes: number };

/**
 * GET requests at `rate` a second on average (Poisson arrivals, a fixed seed), whatever the
 * server answers, each timed from when it was due (no coordinated omission): the comments
 * endpoint as many readers reaching the comments at once ask it.
 */
export async function getOpenLoop(url: string, rate: number, seconds: number, headers: Record<string, string>): Promise<GetLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const random = seededRandom(20261127);
  const result: GetLoopResult = { due: 0, non2xx: 0, errors: 0, latencies: [], bytes: 0 };
  const inFlight = new Set<Promise<void>>();
  const end = performance.now() + seconds * 1000;
  let due = performance.now();
  for (;;) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const dueAt = due;
    result.due++;
    const done = get(agent, url, headers).then(
      ({ status, bytes }) => {
        if (status >= 200 && status < 300) {
          result.latencies.push(performance.now() - dueAt);
          result.bytes = bytes;
        } else result.non2xx++;
      },
      () => {
        result.errors++;
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }
  await Promise.all(inFlight);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}

export function get(
  agent: http.Agent | undefined,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, bytes: body.length, body: body.toString("utf8") });
      });
      response.on("error", reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
