import "server-only";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import next from "next";
import { closeDb } from "@/server/db/client";
import { claimEmbeddedDatabase } from "@/server/db/claim-embedded-database";
import { getEnv, serverTokenVariable } from "@/server/env";
import { settlesBefore, startServices, type BackgroundService, type StartedServices } from "./background-services";
import { drainServer } from "./drain-server";
import { answerWhileStarting } from "./answer-while-starting";
import { createServerState, type ServerState } from "./server-phase";

export type NodeServerOptions = { dev: boolean; port: number; services: BackgroundService[] };
export type RunningNodeServer = { server: Server; state: ServerState; drain: (signal: string) => Promise<void> };

const log = (line: string) => console.log(`[server] ${line}`);

/**
 * The one HTTP server of the app (`npm start`, `npm run serve`, `npm run dev`): Next.js's
 * documented custom server (`next()` + `getRequestHandler()` inside `http.createServer`), with
 * the steps of request-steps.ts before it and a lifecycle around it: listening at once (503,
 * not ready, while Next.js prepares and the background services start), SIGTERM drained.
 */
export async function startNodeServer({ dev, port, services }: NodeServerOptions): Promise<RunningNodeServer> {
  const env = getEnv();
  // The proof, in this process only, that a request passed through here (client-stamp.ts), and
  // the mark instrumentation.ts looks for before Next.js may serve at all.
  const token = randomBytes(24).toString("base64url");
  process.env[serverTokenVariable] = token;
  // The embedded database's folder is locked before anything else may open it (a second server
  // on the same folder stops here).
  await claimEmbeddedDatabase(env.DATABASE_URL);

  const state = createServerState();
  let handler: (request: IncomingMessage, response: ServerResponse) => void = answerWhileStarting;
  // A request's headers and body must arrive within requestTimeout, or Node.js answers 408 and
  // closes the connection: a body that never ends holds nothing for longer. Node.js checks once
  // per connectionsCheckingInterval (30 s unless told).
  const requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const timeouts = {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 20_000),
    connectionsCheckingInterval: Math.min(requestTimeout / 2, 5_000),
  };
  const server = createServer(timeouts, (request, response) => {
    state.track(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, () => resolve()));

  const app = next({ dev, dir: process.cwd(), port, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Only now: the steps import app modules that load Next.js's own (next-internals.ts, point 8).
  const { createRequestSteps, runRequestSteps } = await import("./request-steps");
  handler = runRequestSteps(createRequestSteps({ token, state, env, isDev: dev, port: listeningPort(server, port) }), (request, response) =>
    handle(request, response),
  );
  // The background services start before the server says it is ready: loading their modules
  // holds the event loop for seconds on a cold start, which the first requests would wait out.
  const started: Promise<StartedServices | undefined> = startServices(services, log).catch((error: unknown) => {
    log(`a background service did not start: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  await started;
  // Ready from here (/readyz).
  state.enter("serving");
  log(`ready on http://localhost:${port} (${dev ? "development" : "production"})`);

  let draining: Promise<void> | undefined;
  const drain = (signal: string) =>
    (draining ??= (async () => {
      const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
      log(`${signal}: draining (${state.inFlight} in flight, at most ${env.SHUTDOWN_TIMEOUT_SECONDS} s)`);
      const outcome = await drainServer(server, state, await started, deadline);
      if (outcome.unfinishedRequests > 0) log(`${outcome.unfinishedRequests} requests cut off at the deadline`);
      if (outcome.servicesLeft.length > 0) log(`left running at exit: ${outcome.servicesLeft.join(", ")}`);
      // Bounded too: a close that hangs (seen on orphaned test servers) must not keep the process.
      await settlesBefore(Promise.all([app.close(), closeDb()]), Math.max(deadline, Date.now()) + 2_000);
      log("stopped");
    })());
  // A signal that comes again (a terminal's Ctrl-C reaches `npm` and every process under it, and
  // each passes it on) changes nothing: the drain is already bounded by its deadline.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (draining) return;
      void drain(signal).finally(() => process.exit(0));
    });
  }
  return { server, state, drain };
}

/** The port the server listens on (PORT 0 asks the system for a free one). */
function listeningPort(server: Server, port: number): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : port;
}
