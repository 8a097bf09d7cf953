import "server-only";

/** How long a client should wait before trying again during an outage, in seconds. */
const unavailableRetrySeconds = 5;
const message = "The site is briefly unavailable. Please try again in a few seconds.";

/**
 * The answer while the database is down (src/proxy.ts): 503 with Retry-After — JSON for
 * APIs and scripts, a readable page for people. Self-contained HTML: the app's own pages
 * need the database this answer stands in for.
 */
export function unavailableResponse(request: Request, apiPrefixes: string[]): Response {
  const { pathname } = new URL(request.url);
  const headers = { "Retry-After": String(unavailableRetrySeconds), "Cache-Control": "no-store" };
  const wantsJson =
    apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
    !(request.headers.get("accept") ?? "").includes("text/html");
  if (wantsJson) return Response.json({ error: { code: "unavailable", message } }, { status: 503, headers });
  return new Response(page, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${unavailableRetrySeconds * 2}"><title>We’ll be right back</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:6rem auto;padding:0 1rem;color:#18181b;line-height:1.5}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}}h1{font-size:2rem;margin:0 0 1rem}</style></head>
<body><main id="main"><h1>We’ll be right back</h1><p>${message} Nothing you saved is lost; this page reloads by itself.</p></main></body></html>`;
