import "server-only";
import { renderMarkdown } from "@/lib/render-markdown";
import type { PostBody } from "./get-post-body-by-slug";

/**
 * The whole body's HTML, kept in this process's memory per post version (id + updatedAt), so an
 * entitled read does not parse Markdown each time. Private memory: never a shared cache, whose
 * entries another reader could be handed. An edit changes updatedAt, so a stale version is
 * never served; the oldest entries go first past the limit.
 */
const maxEntries = 200;
const rendered = new Map<string, string>();

export function renderFullBody(post: Pick<PostBody, "id" | "updatedAt" | "bodyMarkdown">): string {
  const key = `${post.id}:${post.updatedAt.getTime()}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const html = renderMarkdown(post.bodyMarkdown);
  rendered.set(key, html);
  if (rendered.size > maxEntries) rendered.delete(rendered.keys().next().value as string);
  return html;
}
