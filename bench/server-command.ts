import { existsSync } from "node:fs";
import path from "node:path";
import { serverProcessArguments } from "../scripts/server-node-options.mjs";

/**
 * Node.js arguments that start a built tree's server on `port` as `npm start` does: the project's
 * server (scripts/serve.ts, PORT from the environment). A tree from before that server existed
 * (an A/B against an older build) is started its own way: `next start` with its preload.
 */
export function serverCommand(port: number, tree = "."): string[] {
  if (existsSync(path.join(tree, "scripts/serve.ts"))) return [...serverProcessArguments, "scripts/serve.ts"];
  return ["--import", "./scripts/client-ip-preload.mjs", "node_modules/next/dist/bin/next", "start", "-p", String(port)];
}
