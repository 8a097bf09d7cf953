/**
 * The security headers of every response, as next.config.ts `headers()` rules: they are
 * fixed at build time and applied by Next.js's router to everything it serves — cached
 * public pages (which the proxy does not run for), route handlers, static files, errors.
 *
 * Why scripts allow 'unsafe-inline': public pages are rendered once and served from cache
 * to everyone, so a per-request nonce cannot be in them, and Next.js inlines page-specific
 * scripts (the React Server Components payload, the theme script) whose hashes differ per
 * page and per publish. The strictest policy cached pages allow is therefore scripts from
 * this origin and inline, from no other host than Crisp's loader (the optional support chat),
 * no eval (outside `next dev`), no plugins, no <base>, no framing by other sites, and forms
 * only to this site and Stripe's checkout and portal (the billing forms redirect there).
 * What keeps injected script out of pages is the Markdown sanitizer, not this policy.
 * The optional integrations' hosts are allowed whether or not they are configured, because
 * the rules are built before the server's configuration is known; a configured SENTRY_DSN's
 * own origin (a self-hosted Sentry) is added at run time (server/http/response-head.ts).
 */
export type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
  has?: { type: "header"; key: string; value: string }[];
};

const crispHost = "https://client.crisp.chat";

function buildContentSecurityPolicy({ isDevelopment = false }: { isDevelopment?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay.
    `script-src 'self' 'unsafe-inline' ${crispHost}${isDevelopment ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline' ${crispHost}`,
    // Post bodies are Markdown: authors may show images from anywhere on the web.
    "img-src 'self' data: blob: https:",
    `font-src 'self' data: ${crispHost}`,
    // Algolia (browsers search it directly when configured), Sentry's ingest hosts, Crisp.
    `connect-src 'self' https://*.algolia.net https://*.algolianet.com https://*.ingest.sentry.io https://*.ingest.us.sentry.io https://*.ingest.de.sentry.io ${crispHost} wss://client.relay.crisp.chat`,
    "frame-src 'self' https://game.crisp.chat",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");
}

/**
 * Every path, as a source with no named parameter. For a rule whose match has parameters
 * (`/:path*` has `path`), Next.js's router passes each header value containing ":" through
 * path-to-regexp's compile on every request, to substitute them; the policy above is full of
 * "https:" and "data:", so that was a good share of the garbage a cached page hit made
 * (docs/capacity.md, "Security headers' source").
 * Unnamed groups are dropped from custom routes' parameters, so nothing is compiled.
 */
export const everyPath = "/(.*)";

export function securityHeaderRules({ isDevelopment = false }: { isDevelopment?: boolean } = {}): HeaderRule[] {
  return [
    {
      source: everyPath,
      headers: [
        { key: "Content-Security-Policy", value: buildContentSecurityPolicy({ isDevelopment }) },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
      ],
    },
    // HSTS for what is served over https: behind the TLS proxy every https request says so.
    // (The proxy also adds it to the requests it sees when SITE_URL is https; browsers ignore
    // the header on plain http.)
    {
      source: everyPath,
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: hstsValue }],
    },
  ];
}

export const hstsValue = "max-age=31536000";
