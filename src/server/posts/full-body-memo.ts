import "server-only";
import { renderMarkdown } from "@/lib/render-markdown";

/** A post's whole body as HTML, and that HTML as a JSON string (what the body endpoint sends). */
export type RememberedBody = { postId: string; version: string; html: string; htmlJson: string };

/**
 * The body's fast path remembers the rendered whole body per post version (its id and
 * updated_at, which every edit moves), by slug: the one statement then leaves the Markdown out
 * and nothing is parsed or escaped again. This process's memory only, never a shared cache
 * (another reader could be handed an entry); bounded, the least recently used entry goes first.
 */
const maxEntries = 200;
const remembered = new Map<string, RememberedBody>();

export function rememberedBody(slug: string): RememberedBody | null {
  const entry = remembered.get(slug);
  if (!entry) return null;
  remembered.delete(slug);
  remembered.set(slug, entry);
  return entry;
}

/** Renders a version's Markdown and remembers it under the slug (replacing an older version). */
export function rememberBody(slug: string, post: { postId: string; version: string; bodyMarkdown: string }): RememberedBody {
  const html = renderMarkdown(post.bodyMarkdown);
  const entry = { postId: post.postId, version: post.version, html, htmlJson: JSON.stringify(html) };
  remembered.delete(slug);
  remembered.set(slug, entry);
  if (remembered.size > maxEntries) remembered.delete(remembered.keys().next().value as string);
  return entry;
}
