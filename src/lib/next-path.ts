import { safeCallbackPath } from "./callback-url";

/** The query parameter that carries where a reader goes back to after subscribing (`/pricing?next=/posts/…`). */
export const nextQueryParam = "next";

/**
 * `next` as a path on this site, or null: only a path that starts with one `/` is taken, and
 * anything that could leave the site (another origin, `//host`, `/\host`, control characters,
 * `javascript:`) is refused as safeCallbackPath refuses it. Client-safe: the pricing page reads
 * it in the browser, the checkout route and the success page on the server.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== "string" || !raw.startsWith("/")) return null;
  const path = safeCallbackPath(raw, "http://next.invalid", "");
  return path === "" ? null : path;
}

/** The pricing page, with the way back when there is one. */
export function pricingPath(next: string | null, hash = ""): string {
  const safe = safeNextPath(next);
  return `/pricing${safe ? `?${new URLSearchParams({ [nextQueryParam]: safe })}` : ""}${hash}`;
}
