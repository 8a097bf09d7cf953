import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerPhase } from "@/server/http/answer-readiness";

/** Where the server is in its life (answer-readiness.ts says what each means), and the requests it is answering. */

export type ServerState = {
  readonly phase: ServerPhase;
  readonly inFlight: number;
  enter(phase: ServerPhase): void;
  /** Counts a request until its response closes (answered, or the client went away). */
  track(request: IncomingMessage, response: ServerResponse): void;
  /** Resolves once no request is in flight (at once when none is). */
  idle(): Promise<void>;
};

export function createServerState(): ServerState {
  let phase: ServerPhase = "starting";
  const inFlight = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight.size > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };
  return {
    get phase() {
      return phase;
    },
    get inFlight() {
      return inFlight.size;
    },
    enter(next) {
      phase = next;
      // Answers still to come close their connection: no new request arrives on it.
      if (next === "draining") for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
    },
    track(_request, response) {
      inFlight.add(response);
      response.once("close", () => {
        inFlight.delete(response);
        settle();
      });
    },
    idle() {
      if (inFlight.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
