import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaderRules, type HeaderRule } from "@/lib/security-headers";
import { AppError } from "@/server/errors";
import { answerSearchRequest } from "./answer-search-request";
import { compileHeaderRules } from "./header-rules";
import { appRouterVary } from "./next-internals";
import { bodyLimitMessage } from "./read-body";

/**
 * The search protocol's fast path: in production the server answers /1/ from here, a plain
 * Node.js (req, res) handler, before Next.js sees the request (a step of
 * src/server/node-server/request-steps.ts). Every keystroke is a search, and Next.js's request
 * path for a route handler (routing, its headers() rules, web streams, a Request and a Response)
 * was most of a search's server CPU (docs/capacity.md has the figures).
 *
 * It stays equal to the route file (src/app/1/[...path]/route.ts, used by `npm run dev`) because
 * both are adapters over one implementation (answer-search-request.ts); the headers Next.js
 * adds to every response (next.config.ts headers(): security-headers.ts) are added here from
 * the same rules. The earlier steps have already installed compression and the response head on
 * `res`, so gzip, the outage 503 and the CSP's Sentry origin apply as to any response.
 */
export type SearchRequestHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The methods the route file exports; HEAD and OPTIONS keep Next.js's automatic answers. */
const routeMethods = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);

export function createSearchRequestHandler(rules: HeaderRule[] = securityHeaderRules()): SearchRequestHandler {
  const headersFor = compileHeaderRules(rules, "search fast path");
  return (request, response) => {
    const url = request.url ?? "";
    if (!url.startsWith("/1/") || !routeMethods.has(request.method ?? "")) return false;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!isPlainPath(pathname)) return false;
    serve(request, response, pathname, queryAt === -1 ? "" : url.slice(queryAt + 1), headersFor(request)).catch((error: unknown) => {
      // answerSearchRequest answers every failure itself; this is a write that could not happen.
      console.error("[search] fast path:", error instanceof Error ? error.message : "unknown error");
      response.destroy();
    });
    return true;
  };
}

async function serve(request: IncomingMessage, response: ServerResponse, pathname: string, query: string, headers: [string, string][]) {
  const answer = await answerSearchRequest({
    method: request.method ?? "GET",
    pathname,
    searchParams: new URLSearchParams(query),
    header: (name) => joinHeader(request.headers[name]),
    readText: (limit) => readRequestText(request, limit),
  });
  // One header at a time, before writeHead: the response-head hook sees them all (the CSP).
  for (const [name, value] of headers) response.setHeader(name, value);
  response.setHeader("vary", appRouterVary);
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  const bytes = Buffer.from(answer.body, "utf8");
  response.setHeader("content-length", bytes.length);
  response.writeHead(answer.status);
  response.end(bytes);
}

/**
 * Paths Next.js would take as they are. Anything it normalizes first (a trailing slash or an
 * empty segment it redirects, dot segments, escaped slashes, a malformed escape, a fragment,
 * a backslash) goes to Next.js, whose route file answers it the same way after normalizing.
 */
function isPlainPath(pathname: string): boolean {
  if (!/^(\/[^/\\#]+)+$/.test(pathname) || /\/\.\.?(\/|$)|%(2f|5c)/i.test(pathname)) return false;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function joinHeader(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The body as text, refused past `limit` bytes: Content-Length first, then the bytes read (read-body.ts does the same for a Request). */
function readRequestText(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new AppError("payload_too_large", bodyLimitMessage(limit)));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      request.off("data", onData).off("end", onEnd).off("error", onCutOff).off("aborted", onCutOff);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      // The rest is drained, not read, so the 413 can still be sent.
      settle(() => reject(new AppError("payload_too_large", bodyLimitMessage(limit))));
      request.resume();
    };
    const onEnd = () => settle(() => resolve(new TextDecoder().decode(Buffer.concat(chunks, size))));
    const onCutOff = () => settle(() => reject(new AppError("bad_request", "The request body was cut off.")));
    request.on("data", onData).on("end", onEnd).on("error", onCutOff).on("aborted", onCutOff);
  });
}
