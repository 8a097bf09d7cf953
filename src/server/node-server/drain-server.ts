import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { StartedServices } from "./background-services";
import type { ServerState } from "./server-phase";

export type DrainOutcome = { unfinishedRequests: number; servicesLeft: string[] };

/**
 * SIGTERM: stop being ready (/readyz answers 503), stop accepting connections, let the requests
 * in flight finish, then stop the background services with the time that is left, all by
 * `deadline`. Every answer from now on closes its connection, so a keep-alive client gets one
 * more answer and then connects elsewhere; only the connections still idle once nothing is in
 * flight are closed under them (http.Server's own close() would close every idle connection at
 * once, resetting a request a client was sending on one just then). Requests still running at
 * the deadline are cut off: the caller exits anyway.
 */
export async function drainServer(
  server: Server,
  state: ServerState,
  services: StartedServices | undefined,
  deadline: number,
): Promise<DrainOutcome> {
  state.enter("draining");
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const finished = await before(state.idle(), deadline);
  server.closeIdleConnections();
  const unfinishedRequests = finished ? 0 : state.inFlight;
  if (!finished) server.closeAllConnections();
  await before(closed, deadline);
  const stopped = (await services?.stop({ deadline })) ?? [];
  return { unfinishedRequests, servicesLeft: stopped.filter((each) => !each.stopped).map((each) => each.name) };
}

async function before(work: Promise<void>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
