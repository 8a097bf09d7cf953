import { readFileSync } from "node:fs";

/**
 * Where a V8 CPU profile's time went, by part: self time of each sampled function, put in the
 * first bucket whose pattern its script URL (or name) matches. Used by bench:server-ab to say
 * where a cached page's CPU goes.
 */
type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Now on the clock V8's profiles use (CLOCK_MONOTONIC, microseconds): a window's ends. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const buckets: [string, RegExp][] = [
  ["garbage collection", /^\(garbage collector\)$/],
  ["idle", /^\(idle\)$/],
  ["our server steps (src/server/http, node-server)", /src\/server\/(http|node-server)\//],
  ["compression middleware", /node_modules\/(compression|negotiator|on-headers|vary|compressible)\//],
  ["Next.js router and response (next/dist/server)", /node_modules\/next\/dist\/(server|lib|shared)\//],
  ["Next.js compiled deps (next/dist/compiled)", /node_modules\/next\/dist\/compiled\//],
  ["app bundle (.next/server)", /\.next\/server\//],
  ["tsx loader", /node_modules\/tsx\//],
  ["other packages", /node_modules\//],
  ["Node.js http, net, streams", /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net))/],
  ["other Node.js internals", /^node:/],
  ["program (native, outside JavaScript)", /^\(program\)$/],
  // No script: V8's and Node's built-ins called by name (writev to the socket, runMicrotasks, JSON).
  ["built-ins without a script (writev, microtasks, JSON)", /^[^/:]*$/],
];

export function summarizeCpuProfile(file: string, window?: { from: number; to: number }): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (!node || (window && (at < window.from || at > window.to))) return;
    const key = node.callFrame.url || node.callFrame.functionName;
    const bucket = buckets.find(([, pattern]) => pattern.test(key))?.[0] ?? "other";
    totals.set(bucket, (totals.get(bucket) ?? 0) + micros);
    all += micros;
  });
  const busy = all - (totals.get("idle") ?? 0);
  return [...totals]
    .filter(([bucket]) => bucket !== "idle")
    .sort((a, b) => b[1] - a[1])
    .map(([bucket, micros]) => `  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${bucket}`)
    .join("\n");
}
