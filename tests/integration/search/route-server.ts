import { createServer, type Server } from "node:http";
import * as catchAll from "@/app/1/[...path]/route";
import * as facetQuery from "@/app/1/indexes/[indexName]/facets/[facet]/query/route";
import * as queries from "@/app/1/indexes/[indexName]/queries/route";
import * as query from "@/app/1/indexes/[indexName]/query/route";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "DELETE" | "PATCH", Handler>>;

/** The /1/ routes as Next.js matches them: the most specific pattern first, the catch-all last. */
const routes: [RegExp, string[], RouteModule][] = [
  [/^\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/, ["indexName", "facet"], facetQuery as unknown as RouteModule],
  [/^\/1\/indexes\/([^/]+)\/queries$/, ["indexName"], queries as unknown as RouteModule],
  [/^\/1\/indexes\/([^/]+)\/query$/, ["indexName"], query as unknown as RouteModule],
  [/^\/1\/(.+)$/, ["path"], catchAll as unknown as RouteModule],
];

/**
 * Serves the search route handlers over real HTTP inside the test process, so the real
 * algoliasearch client talks to them exactly as a browser would.
 */
export async function startSearchRoutes(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      const method = (req.method ?? "GET") as keyof RouteModule;
      const hasBody = method !== "GET" && method !== "DELETE";
      const request = new Request(url, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
      let response = new Response("<html>not found</html>", { status: 404, headers: { "content-type": "text/html" } });
      for (const [pattern, names, module] of routes) {
        const match = url.pathname.match(pattern);
        if (!match) continue;
        const handler = module[method];
        const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
        response = handler ? await handler(request, { params: Promise.resolve(params) }) : new Response(null, { status: 405 });
        break;
      }
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
