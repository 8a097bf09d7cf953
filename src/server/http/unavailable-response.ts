import "server-only";

/** How long a client should wait before trying again during an outage, in seconds. */
const unavailableRetrySeconds = 5;
const message = "The site is briefly unavailable. Please try again in a few seconds.";

export type UnavailableAnswer = { status: 503; headers: Record<string, string>; body: string };

/**
 * The answer while the database is down: 503 with Retry-After — JSON for APIs and scripts,
 * a readable page for people. Self-contained HTML: the app's own pages need the database
 * this answer stands in for. Given by the proxy (src/proxy.ts) once an outage is noticed, and
 * in place of the 500 of a page that met it first (outage-responses.ts).
 */
export function unavailableAnswer(pathname: string, accept: string, apiPrefixes: string[]): UnavailableAnswer {
  const headers = { "Retry-After": String(unavailableRetrySeconds), "Cache-Control": "no-store" };
  const wantsJson = apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) || !accept.includes("text/html");
  if (wantsJson) {
    const body = JSON.stringify({ error: { code: "unavailable", message } });
    return { status: 503, headers: { ...headers, "Content-Type": "application/json" }, body };
  }
  return { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body: page };
}

export function unavailableResponse(request: Request, apiPrefixes: string[]): Response {
  const answer = unavailableAnswer(new URL(request.url).pathname, request.headers.get("accept") ?? "", apiPrefixes);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${unavailableRetrySeconds * 2}"><title>We’ll be right back</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:6rem auto;padding:0 1rem;color:#18181b;line-height:1.5}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}}h1{font-size:2rem;margin:0 0 1rem}</style></head>
<body><main id="main"><h1>We’ll be right back</h1><p>${message} Nothing you saved is lost; this page reloads by itself.</p></main></body></html>`;
