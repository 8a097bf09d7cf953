import { createServer, type Server } from "node:http";
import { POST as postQueries } from "@/app/1/indexes/[indexName]/queries/route";
import { POST as postQuery } from "@/app/1/indexes/[indexName]/query/route";

/**
 * Serves the two search route handlers over real HTTP inside the test process, so the real
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
      const request = new Request(url, { method: req.method, headers, body: req.method === "POST" ? Buffer.concat(chunks) : undefined });
      const match = url.pathname.match(/^\/1\/indexes\/([^/]+)\/(queries|query)$/);
      let response: Response;
      if (!match || req.method !== "POST") response = Response.json({ message: "Not found", status: 404 }, { status: 404 });
      else {
        const params = Promise.resolve({ indexName: decodeURIComponent(match[1]!) });
        response = match[2] === "queries" ? await postQueries(request, { params }) : await postQuery(request, { params });
      }
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
