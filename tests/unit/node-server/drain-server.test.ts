import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startServices, type BackgroundService } from "@/server/node-server/background-services";
import { drainServer } from "@/server/node-server/drain-server";
import { createServerState } from "@/server/node-server/server-phase";

/** A real server whose /slow answers after `ms`; every response says the phase it was answered in. */
async function slowServer(ms: number, order: string[] = []) {
  const state = createServerState();
  const server: Server = createServer((request, response) => {
    state.track(request, response);
    response.once("finish", () => order.push("request answered"));
    if (state.phase === "draining") response.setHeader("connection", "close");
    setTimeout(() => response.end(state.phase), request.url === "/slow" ? ms : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.enter("serving");
  return { state, server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("draining on SIGTERM", () => {
  it("lets a request in flight finish, refuses new connections, then stops the services", async () => {
    const order: string[] = [];
    const { state, server, port } = await slowServer(300, order);
    const service: BackgroundService = { name: "worker", start: () => ({ stop: async () => void order.push("service stopped") }) };
    const services = await startServices([service], () => undefined);
    const inFlight = get(port, "/slow");
    while (state.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 10)); // the request has arrived
    const outcome = drainServer(server, state, services, Date.now() + 5_000);
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: "draining" }); // answered in full while draining
    expect(await outcome).toEqual({ unfinishedRequests: 0, servicesLeft: [] });
    expect(order).toEqual(["request answered", "service stopped"]);
    expect(state.phase).toBe("draining");
  });

  it("gives up at the deadline: the request still running is cut off, a service that hangs is left", async () => {
    const { state, server, port } = await slowServer(5_000);
    const hangs: BackgroundService = { name: "hangs", start: () => ({ stop: () => new Promise(() => undefined) }) };
    const services = await startServices([hangs], () => undefined);
    const inFlight = get(port, "/slow").catch((error: Error) => error.message);
    while (state.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 10)); // the request has arrived
    const started = Date.now();
    expect(await drainServer(server, state, services, Date.now() + 300)).toEqual({ unfinishedRequests: 1, servicesLeft: ["hangs"] });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
  });
});
