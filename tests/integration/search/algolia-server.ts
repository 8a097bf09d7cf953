import { createServer, type IncomingMessage, type Server } from "node:http";
import { gunzipSync } from "node:zlib";

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };

/**
 * A local HTTP server that answers the Algolia REST calls the engine makes, as Algolia does,
 * keeping the records per index so browse and delete behave; every request is recorded.
 */
export async function startAlgoliaServer(port: number) {
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, Map<string, Record<string, unknown>>>();
  const index = (name: string) => {
    let records = indices.get(name);
    if (!records) indices.set(name, (records = new Map()));
    return records;
  };
  let taskID = 0;

  const answer = (method: string, path: string, body: unknown): [number, unknown] => {
    const [, version, kind, rawName, action, extra] = path.split("/");
    if (version !== "1" || kind !== "indexes" || !rawName) return [404, { message: "Not found", status: 404 }];
    const name = decodeURIComponent(rawName);
    if (method === "POST" && action === "batch") {
      const { requests: operations } = body as { requests: { action: string; body: Record<string, unknown> }[] };
      for (const operation of operations) {
        const objectID = String(operation.body.objectID);
        if (operation.action === "deleteObject") index(name).delete(objectID);
        else index(name).set(objectID, operation.body);
      }
      return [200, { taskID: ++taskID, objectIDs: operations.map((operation) => operation.body.objectID) }];
    }
    if (method === "GET" && action === "task") return [200, { status: "published", pendingTask: false }];
    if (method === "PUT" && action === "settings") return [200, { updatedAt: new Date().toISOString(), taskID: ++taskID }];
    if (method === "POST" && action === "browse") {
      return [
        200,
        {
          hits: [...index(name).keys()].map((objectID) => ({ objectID })),
          page: 0,
          nbHits: index(name).size,
          nbPages: 1,
          hitsPerPage: 1000,
          processingTimeMS: 1,
          query: "",
          params: "",
        },
      ];
    }
    if (method === "DELETE" && action && extra === undefined) {
      index(name).delete(decodeURIComponent(action));
      return [200, { taskID: ++taskID, deletedAt: new Date().toISOString() }];
    }
    return [404, { message: `Not handled: ${method} ${path}`, status: 404 }];
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let raw = Buffer.concat(chunks);
      if (request.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
      const body: unknown = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : undefined;
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const method = request.method ?? "GET";
      requests.push({ method, path, headers: request.headers, body });
      const [status, payload] = answer(method, path, body);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    });
  });
  // The client keeps connections alive; Node's 5 s default would close one during a long
  // database step and the client's single test host would then count as unreachable.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    records: index,
    reset: () => requests.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
