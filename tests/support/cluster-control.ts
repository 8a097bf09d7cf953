import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ControlledService = { stop: () => Promise<void> | void; start: () => Promise<void> | void };

/**
 * A small HTTP endpoint in the process that started the cluster, through which the cluster
 * spec (another process: Playwright) stops and starts the cluster's own PostgreSQL and Redis:
 * `POST /<service>/stop`, `POST /<service>/start`, answered once it is done.
 */
export async function startClusterControl(
  services: Record<string, ControlledService>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const [, name = "", action = ""] = (request.url ?? "").split("/");
    const service = services[name];
    if (request.method !== "POST" || !service || (action !== "stop" && action !== "start")) {
      response.writeHead(404).end();
      return;
    }
    Promise.resolve(service[action]())
      .then(() => response.writeHead(204).end())
      .catch((error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
