import http from "node:http";
import { seededRandom } from "./synthetic-search";

export type OpenLoopResult = {
  /** Requests that were due in the run (rate × seconds, give or take the draw). */
  due: number;
  completed: number;
  non2xx: number;
  /** Connection failures and requests unanswered after `timeoutMs`. */
  errors: number;
  /** Milliseconds from when each 2xx request was due to its last byte, sorted. */
  latencies: number[];
  /**
   * Milliseconds from when each request was due to when this client sent it, sorted: the load
   * generator's own delay (its timers, its garbage collection), counted in `latencies` too.
   */
  sendDelays: number[];
  seconds: number;
};

type OpenLoopOptions = {
  url: string;
  /** Requests per second, on average. */
  rate: number;
  seconds: number;
  /** The body of the i-th request (POSTed). */
  body: (i: number) => string;
  timeoutMs?: number;
  /** GET instead: the i-th request's path under `url` (`body` unused). */
  path?: (i: number) => string;
  /** What counts as answered (latency kept); 2xx unless told (a redirect's 302). */
  isOk?: (status: number) => boolean;
};

/**
 * Load as independent typists make it: requests start at random (Poisson) times averaging
 * `rate` a second, whatever the server answers, each on a free keep-alive connection; each
 * latency is measured from the moment the request was due, so a client or server falling
 * behind counts (no coordinated omission).
 *
 * Not autocannon's `overallRate`: that gives each connection a quota per second which it
 * sends back to back at the top of every second, so the whole second's searches arrive in
 * one burst, and it records each latency with synthetic samples at 1 ms intervals
 * (`recordValueWithExpectedInterval(latency, Math.ceil(1 / rate))`).
 */
export async function openLoop({
  url,
  rate,
  seconds,
  body,
  timeoutMs = 10_000,
  path,
  isOk = (status) => status >= 200 && status < 300,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  // The same arrival times on every run, so runs differ only by the server.
  const random = seededRandom(20261126);
  const latencies: number[] = [];
  const sendDelays: number[] = [];
  const result = { due: 0, completed: 0, non2xx: 0, errors: 0 };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  let due = started;

  const send = (i: number, dueAt: number) => {
    sendDelays.push(performance.now() - dueAt);
    const done = (path ? get(agent, `${url}${path(i)}`, timeoutMs) : post(agent, url, body(i), timeoutMs)).then(
      (status) => {
        result.completed++;
        if (isOk(status)) latencies.push(Math.round(performance.now() - dueAt));
        else result.non2xx++;
      },
      () => {
        result.errors++;
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  for (;;) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    send(result.due++, due);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return {
    ...result,
    latencies: latencies.sort((a, b) => a - b),
    sendDelays: sendDelays.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
  };
}

function post(agent: http.Agent, url: string, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

function get(agent: http.Agent, url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "GET", agent, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end();
  });
}
