import { splitPreview } from "./paywall-preview";
import { isGatedAccess, type PostAccess } from "./post-access";
import { renderMarkdown } from "./render-markdown";

export type PublicBody = {
  /** Sanitized HTML: the whole body of a public post, only the preview of a gated one. */
  html: string;
  isPreview: boolean;
};

/**
 * The body that may go where anyone can obtain it (the cached page, the feeds): a gated post's
 * preview and nothing of the rest — not even hidden — since the full text is served only after
 * the entitlement check. `access` is the post's access now (effectiveAccess).
 */
export function publicBodyHtml(markdown: string, access: PostAccess): PublicBody {
  if (!isGatedAccess(access)) return { html: renderMarkdown(markdown), isPreview: false };
  return { html: renderMarkdown(splitPreview(markdown).preview), isPreview: true };
}
