/**
 * A post body's answer is private to one reader, whatever a proxy or CDN in between is
 * configured to keep, and never indexed as a document of its own (a gift view's body comes
 * from it). The route file and the server's fast path send these.
 */
export const postBodyHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex" } as const;
