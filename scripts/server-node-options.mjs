// The V8 heap limit the server runs with (`npm start`, `npm run serve`, the benchmarks). Left
// alone, V8 sizes its heap from the machine's memory and lets the old generation grow to several
// times what is live before a full collection; under this limit it collects sooner, and the
// server's memory stays near what it holds (docs/capacity.md, "Memory", has the measurements).
// The limit leaves renders in flight room above what the app and its full caches hold live. It
// goes in NODE_OPTIONS, before the operator's own, which therefore win.

export const serverHeapLimitMb = 512;

/** NODE_OPTIONS for the server process: ours first, then the operator's (a later flag wins). */
export function serverNodeOptions(operatorNodeOptions = "") {
  return [`--max-old-space-size=${serverHeapLimitMb}`, operatorNodeOptions].filter(Boolean).join(" ").trim();
}

/** How Node.js runs the server (scripts/serve.ts): TypeScript through tsx, app modules as React Server Components see them. */
export const serverProcessArguments = ["--conditions=react-server", "--import", "tsx"];
