import { readServerToken } from "@/server/env";

/**
 * Called by instrumentation.ts as Next.js prepares: unless the project's server started Next.js
 * (it leaves its token in this process's environment), stop with the command to use. A plain
 * `next start` or `next dev` would skip the server's steps, so the dev mailbox and rate limits
 * would have no client address they can trust, and pages would go out without their encoding.
 */
export function refuseWithoutServer(): void {
  if (readServerToken()) return;
  const command = process.env.NODE_ENV === "production" ? "`npm start` (or `npm run serve` after `npm run build`)" : "`npm run dev`";
  console.error(`Groundwork runs through its own server: start it with ${command}, not \`next start\` or \`next dev\`.`);
  process.exit(1);
}
