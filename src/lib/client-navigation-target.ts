/** What of a click and its link decides who follows it (the browser or the app's router). */
export type LinkClick = {
  button: number;
  hasModifier: boolean;
  isDefaultPrevented: boolean;
  /** The link's resolved address (`anchor.href`), its `target` and whether it has `download`. */
  href: string;
  target: string;
  isDownload: boolean;
};

/**
 * The path to navigate to client-side for a click on a link to a page of the site, or null when
 * the browser should follow it: another button or a modifier (a new tab or window), a target or a
 * download, another origin, an anchor on the page already shown.
 */
export function clientNavigationTarget(click: LinkClick, here: URL): string | null {
  if (click.isDefaultPrevented || click.button !== 0 || click.hasModifier) return null;
  if ((click.target && click.target !== "_self") || click.isDownload) return null;
  const url = new URL(click.href, here);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
