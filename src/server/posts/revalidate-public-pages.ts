import "server-only";

// CONTRACT STUB — the reading-site work implements this with the cache tags its pages use.
// Called by every posts write (publish, update, unpublish, delete, tag changes) so the
// home page, post, tag and author pages, feed and sitemap change at once.

export type PublicPageKeys = { slug: string; previousSlug?: string; tagSlugs: string[]; authorHandle: string };

export function revalidatePublicPages(_keys: PublicPageKeys): void {}
