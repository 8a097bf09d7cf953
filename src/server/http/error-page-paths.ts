/** The statuses whose HTML document the server sends server-rendered (error-pages.ts). */
export const errorDocumentStatuses = [403, 404] as const;
export type ErrorStatus = (typeof errorDocumentStatuses)[number];

/** The internal pages (src/app/(site)/[[...path]]), reachable only with the server's token. */
export const internalErrorPagePrefix = "/_gw/";
export const internalPageHeader = "x-groundwork-internal-page";

/** A path Next.js cannot decode (`/posts/%E0%A4%A`): each segment must be valid percent-encoded UTF-8. */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}
