// The V8 heap limit the server runs with (`npm start`, `npm run serve`, `npm run bench:pages`).
// Left alone, V8 sizes its heap from the machine's memory (4 GB on a machine with 16 GB or more)
// and, with that much room, lets the old generation grow to up to 4× what is live before a full
// collection: after bench:pages a server holding ~75 MB live had up to 150 MB of old generation
// and its RSS ended anywhere from 254 to 397 MB, depending on when the last full GC happened.
// Under a 512 MB limit V8 grows it by at most ~1.4× what is live (its heap controller scales the
// factor with the limit): 227–241 MB after the same runs, 347 MB with every cache full (508–543
// without). The price is more full collections while the heap grows: a first render costs ~6 ms
// more CPU; a cached page the same (docs/capacity.md, "Memory", has the A/B figures).
// 512 MB is three times what the app and its full caches hold live (~165 MB): renders in flight
// have ~350 MB of room before V8 would stop the process. It goes in NODE_OPTIONS, before the
// operator's own, which therefore win.

export const serverHeapLimitMb = 512;

/** NODE_OPTIONS for the server process: ours first, then the operator's (a later flag wins). */
export function serverNodeOptions(operatorNodeOptions = "") {
  return [`--max-old-space-size=${serverHeapLimitMb}`, operatorNodeOptions].filter(Boolean).join(" ").trim();
}

/** How Node.js runs the server (scripts/serve.ts): TypeScript through tsx, app modules as React Server Components see them. */
export const serverProcessArguments = ["--conditions=react-server", "--import", "tsx"];
