import type { Env } from "@/server/env";

/** The names a browser on this machine may use for it; on a local start they are one site. */
const loopbackHostnames = ["localhost", "127.0.0.1", "[::1]"];

export function isLoopbackHostname(hostname: string): boolean {
  return loopbackHostnames.includes(hostname.toLowerCase());
}

/**
 * Every origin that counts as this site: SITE_URL's origin and, when SITE_URL names this
 * machine (it does when unset: http://localhost:PORT), the same port under the other
 * loopback names — opening the site as 127.0.0.1 must not break sign-in.
 */
function listSiteOrigins(env: Pick<Env, "SITE_URL">): string[] {
  const site = new URL(env.SITE_URL);
  if (!isLoopbackHostname(site.hostname)) return [site.origin];
  return loopbackHostnames.map((hostname) => {
    const alias = new URL(site.origin);
    alias.hostname = hostname;
    return alias.origin;
  });
}

export function isSiteOrigin(env: Pick<Env, "SITE_URL">, origin: string | null | undefined): boolean {
  return Boolean(origin) && listSiteOrigins(env).includes(origin!);
}

/**
 * The origin to build links with for a request that arrived with this Host header: the
 * loopback name the visitor used when it is one of the site's origins, otherwise SITE_URL.
 */
export function siteOriginForHost(env: Pick<Env, "SITE_URL">, host: string | null | undefined): string {
  const site = new URL(env.SITE_URL);
  if (host) {
    const candidate = `${site.protocol}//${host.toLowerCase()}`;
    try {
      const { origin } = new URL(candidate);
      if (isSiteOrigin(env, origin)) return origin;
    } catch {
      // a malformed Host: SITE_URL
    }
  }
  return site.origin;
}

/**
 * A warning for `npm start` when SITE_URL cannot be where this server answers: it names
 * this machine, or carries an explicit port, and that port is not PORT. A SITE_URL on the
 * default port of another host is a proxy in front (its port differs by design): no warning.
 */
export function describeSitePortMismatch(env: Pick<Env, "SITE_URL" | "PORT" | "isSiteUrlSet">): string | null {
  if (!env.isSiteUrlSet) return null;
  const site = new URL(env.SITE_URL);
  if (!isLoopbackHostname(site.hostname) && site.port === "") return null;
  const sitePort = Number(site.port || (site.protocol === "https:" ? 443 : 80));
  if (sitePort === env.PORT) return null;
  return `SITE_URL is ${site.origin} but this server listens on port ${env.PORT}: links in mail, feeds and sign-in redirects will point at port ${sitePort}. Unset SITE_URL to follow PORT, or make them agree.`;
}

/** True for a page on this site, whatever its scheme or port: SITE_URL's host (with or without www.), or any loopback name on a local start. */
export function isSiteHostname(env: Pick<Env, "SITE_URL">, hostname: string): boolean {
  const site = new URL(env.SITE_URL).hostname;
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  if (isLoopbackHostname(site)) return isLoopbackHostname(hostname);
  return bare(hostname) === bare(site);
}
