import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { errorDocumentStatuses, internalErrorPagePrefix, internalPageHeader, isMalformedPath, type ErrorStatus } from "./error-page-paths";

/**
 * The 404 and 403 pages as the server sends them: rendered on the server, with the layout, `lang`
 * and their text in the HTML. A page that calls notFound() or forbidden() outside a Suspense
 * boundary makes Next.js answer with its error document instead, an empty `<html>` the browser
 * fills in with JavaScript (next-internals.ts, point 9); a path it cannot decode gets a plain-text
 * 500 (point 10). So a step of the server (request-steps.ts) watches each page request:
 *
 * - a 404 or 403 HTML document from Next.js is sent with the body of the internal page for that
 *   status (`/_gw/not-found`, `/_gw/forbidden`: ordinary pages of the catch-all, cached like the
 *   home page), asked of this same server; its status and headers stay;
 * - a path that is not valid percent-encoding gets the 404 page (JSON for /api and /1);
 * - the internal pages answer only the server itself (a header with its token): from outside
 *   they are 404s like any unknown path.
 *
 * When the internal page cannot be had, Next.js's own answer goes out unchanged.
 */
export type ErrorPage = { headers: Record<string, string>; body: Buffer };
export type FetchErrorPage = (status: ErrorStatus) => Promise<ErrorPage | null>;
type Writer = (...args: unknown[]) => unknown;

/** Asks this server for an internal page over the loopback interface, as a browser would. */
export function createErrorPageFetcher(port: number, token: string): FetchErrorPage {
  return async (status) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${internalErrorPagePrefix}${pageName[status]}`, {
        headers: { [internalPageHeader]: token, accept: "text/html", "accept-encoding": "identity" },
        signal: AbortSignal.timeout(5_000),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) return null;
      return { headers: keptHeaders(response.headers), body };
    } catch {
      return null;
    }
  };
}

const pageName: Record<ErrorStatus, string> = { 404: "not-found", 403: "forbidden" };

/** Headers of the internal page that describe any response of the site (security headers). */
function keptHeaders(headers: Headers): Record<string, string> {
  const dropped = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag"]);
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!dropped.has(name) && !name.startsWith("x-nextjs-")) kept[name] = value;
  });
  kept["cache-control"] = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";
  return kept;
}

export type ErrorPageStep = (request: IncomingMessage, response: ServerResponse) => "next" | Promise<"answered">;

export function createErrorPageStep(token: string, fetchPage: FetchErrorPage): ErrorPageStep {
  return (request, response) => {
    if (request.headers[internalPageHeader] === token) {
      delete request.headers[internalPageHeader];
      return "next";
    }
    delete request.headers[internalPageHeader];
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    const isApi = pathname === "/1" || pathname.startsWith("/1/") || pathname.startsWith("/api/");
    if (isMalformedPath(pathname) || pathname === internalErrorPagePrefix.slice(0, -1) || pathname.startsWith(internalErrorPagePrefix)) {
      return answerNotFound(request, response, isApi, fetchPage);
    }
    if (!isApi && isDocumentRequest(request)) watchErrorDocument(request, response, fetchPage);
    return "next";
  };
}

async function answerNotFound(
  request: IncomingMessage,
  response: ServerResponse,
  isApi: boolean,
  fetchPage: FetchErrorPage,
): Promise<"answered"> {
  const page = isApi ? null : await fetchPage(404);
  const answer = page ?? {
    headers: { "content-type": "application/json", "cache-control": "no-store" },
    body: Buffer.from(JSON.stringify({ error: { code: "not_found", message: "There is nothing at this address." } })),
  };
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader("content-length", answer.body.length);
  response.writeHead(404);
  response.end(request.method === "HEAD" ? undefined : answer.body);
  return "answered";
}

/** A browser's request for a page: GET, not Next.js's own RSC fetch (client navigation, prefetch). */
function isDocumentRequest(request: IncomingMessage): boolean {
  return request.method === "GET" && !hasHeader(request.headers, "rsc") && !hasHeader(request.headers, "next-action");
}

function hasHeader(headers: IncomingHttpHeaders, name: string): boolean {
  return headers[name] !== undefined;
}

/**
 * Decides once, when Next.js first writes the head, whether its answer is a 404 or 403 HTML
 * document; if so, holds its body and at its end sends the internal page's body in its place
 * (or the held body, when the page cannot be had).
 */
function watchErrorDocument(request: IncomingMessage, response: ServerResponse, fetchPage: FetchErrorPage): void {
  const writeHead = response.writeHead.bind(response) as Writer;
  const write = response.write.bind(response) as Writer;
  const end = response.end.bind(response) as Writer;
  const flushHeaders = response.flushHeaders.bind(response);
  let held: Buffer[] | null | undefined; // undefined: not decided yet; null: not replaced
  let status: ErrorStatus = 404;
  const holds = (statusCode: number, headerArgs?: unknown[]): boolean => {
    if (held !== undefined) return held !== null;
    const contentType = String(response.getHeader("content-type") ?? headerContentType(headerArgs) ?? "text/html");
    const isError = (errorDocumentStatuses as readonly number[]).includes(statusCode);
    held = isError && !response.headersSent && contentType.startsWith("text/html") ? [] : null;
    if (held) status = statusCode as ErrorStatus;
    return held !== null;
  };
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (!holds(statusCode, rest)) return writeHead(statusCode, ...rest);
    response.statusCode = statusCode;
    for (const arg of rest) if (arg && typeof arg === "object" && !Array.isArray(arg)) setAll(response, arg as Record<string, unknown>);
    return response;
  }) as ServerResponse["writeHead"];
  response.flushHeaders = () => void (holds(response.statusCode) || flushHeaders());
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!holds(response.statusCode)) return write(chunk, ...rest);
    if (chunk !== undefined && chunk !== null) held!.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse["write"];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!holds(response.statusCode)) return end(chunk, ...rest);
    if (typeof chunk === "function") [chunk, rest] = [undefined, [chunk]];
    if (chunk !== undefined && chunk !== null) held!.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    const own = Buffer.concat(held!);
    void fetchPage(status).then((page) => {
      const body = page?.body ?? own;
      response.removeHeader("content-encoding");
      response.removeHeader("etag");
      response.setHeader("content-length", body.length);
      writeHead(status);
      end(body, callback);
    });
    return response;
  }) as ServerResponse["end"];
}

function headerContentType(args: unknown[] | undefined): string | undefined {
  for (const arg of args ?? []) {
    if (!arg || typeof arg !== "object" || Array.isArray(arg)) continue;
    for (const [name, value] of Object.entries(arg)) if (name.toLowerCase() === "content-type") return String(value);
  }
  return undefined;
}

function setAll(response: ServerResponse, headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value as string | string[]);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}
