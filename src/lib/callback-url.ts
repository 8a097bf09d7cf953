/**
 * Where to go after signing in, reduced to a path on this site. Anything that could leave
 * the site — another origin, protocol-relative `//host`, `/\host` (browsers read `\` as `/`),
 * `javascript:` — falls back to `fallback`.
 */
export function safeCallbackPath(raw: unknown, siteOrigin: string, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return fallback;
  // Control characters and backslashes have no place in a path we send people to.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let target: URL;
  try {
    target = new URL(raw, siteOrigin);
  } catch {
    return fallback;
  }
  const origin = new URL(siteOrigin).origin;
  if (target.origin !== origin) return fallback;
  if (raw.startsWith("/") && raw.startsWith("//")) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
