/**
 * This site's own paths, which never redirect whatever an import or an editor stored: the
 * request step skips them without a lookup (so a cached post page pays one regex test), and
 * the admin refuses to store one.
 */
const ownPrefixes =
  /^\/(api|admin|account|search|signin|pricing|dev|uploads|_next|posts|tags|authors|page|1|feed\.xml|sitemap\.xml|robots\.txt|healthz|readyz|favicon\.ico|icon|apple-icon|manifest\.webmanifest)(\/|$|\?)/;

export function isOwnPath(pathname: string): boolean {
  return pathname === "/" || ownPrefixes.test(pathname);
}
