import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import * as searchRoute from "@/app/1/[...path]/route";
import { createSearchRequestHandler } from "@/server/http/serve-search-request";

type Handler = (request: Request) => Promise<Response>;
const routeFile = searchRoute as unknown as Partial<Record<string, Handler>>;

/**
 * Serves the search protocol over real HTTP inside the test process, so the real algoliasearch
 * client talks to it exactly as a browser would. `node` (the default) is what `next start`
 * runs: the fast path's (req, res) handler, with what it leaves to Next.js (HEAD, OPTIONS,
 * paths Next.js normalizes first) going to the route file. `next` is the route file alone, as
 * `next dev` serves it, adapted from Node.js to a web Request as Next.js does.
 */
export async function startSearchRoutes(
  port: number,
  through: "node" | "next" = "node",
): Promise<{ url: string; close: () => Promise<void> }> {
  const fastPath = createSearchRequestHandler();
  const server: Server = createServer((req, res) => {
    if (through === "node" && fastPath(req, res)) return;
    void serveRouteFile(req, res, port);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function serveRouteFile(req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD" && method !== "DELETE";
  const request = new Request(url, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
  const handler = routeFile[method];
  const isSearchPath = /^\/1\/.+/.test(url.pathname);
  const response =
    isSearchPath && handler
      ? await handler(request)
      : new Response("<html>not found</html>", { status: isSearchPath ? 405 : 404, headers: { "content-type": "text/html" } });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
