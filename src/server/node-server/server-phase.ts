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
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };
  return {
    get phase() {
      return phase;
    },
    get inFlight() {
      return inFlight;
    },
    enter(next) {
      phase = next;
    },
    track(_request, response) {
      inFlight += 1;
      response.once("close", () => {
        inFlight -= 1;
        settle();
      });
    },
    idle() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
