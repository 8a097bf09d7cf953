import { parseDate } from "../convert/collect-members";
import { htmlToMarkdown } from "../convert/html-to-markdown";
import { accessFromAudience } from "./import-post-helpers";
import type { ImportAuthor, ParsedImport } from "../types";

type Row = Record<string, unknown>;

const text = (row: Row | undefined, key: string): string => (typeof row?.[key] === "string" ? (row[key] as string) : "");
const id = (row: Row | undefined, key: string): string => (row?.[key] == null ? "" : String(row[key] as string | number));

/** The tables of a Ghost export, wrapped in {db: [...]} (Settings → Labs → Export) or not. */
export function ghostExportData(json: unknown): Record<string, Row[]> | null {
  const root = json as { db?: { data?: unknown }[]; data?: unknown } | null;
  const data = (root?.db?.[0]?.data ?? root?.data) as Record<string, unknown> | undefined;
  if (!data || !Array.isArray(data.posts)) return null;
  return Object.fromEntries(Object.entries(data).filter(([, rows]) => Array.isArray(rows))) as Record<string, Row[]>;
}

/**
 * Ghost's JSON export: posts (html, status published / draft / scheduled / sent, visibility,
 * feature_image, custom_excerpt, dates), posts_meta (feature_image_alt), tags and posts_tags
 * (internal #tags left out), users and posts_authors (the first author is the author). Pages
 * and email-only posts are listed as skipped. Ghost's permalinks are /<slug>/.
 */
export function parseGhostExport(data: Record<string, Row[]>, parsed: ParsedImport): void {
  const tags = new Map((data.tags ?? []).map((tag) => [id(tag, "id"), text(tag, "name")]));
  const users = new Map((data.users ?? []).map((user) => [id(user, "id"), user]));
  const meta = new Map((data.posts_meta ?? []).map((row) => [id(row, "post_id"), row]));
  const tagsOf = groupBy(data.posts_tags ?? [], "post_id");
  const authorsOf = groupBy(data.posts_authors ?? [], "post_id");

  for (const post of data.posts ?? []) {
    const postId = id(post, "id");
    const title = text(post, "title") || "Untitled";
    const type = text(post, "type") || (post.page ? "page" : "post");
    const status = text(post, "status");
    if (type === "page" || status === "sent") {
      parsed.skipped.push({
        kind: type === "page" ? "page" : "email",
        sourceId: postId,
        title,
        reason: type === "page" ? "Pages are not imported." : "Sent by email only: it was never on the site.",
      });
      continue;
    }
    const html =
      text(post, "html") ||
      text(post, "plaintext")
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeText(p)}</p>`)
        .join("");
    const converted = htmlToMarkdown(html.replaceAll("__GHOST_URL__", ""));
    const authorRow = users.get(id(authorsOf.get(postId)?.[0], "author_id") || id(post, "author_id"));
    const cover = text(post, "feature_image").replaceAll("__GHOST_URL__", "");
    parsed.posts.push({
      sourceId: postId,
      title,
      slug: text(post, "slug"),
      excerpt: text(post, "custom_excerpt"),
      markdown: converted.markdown,
      status: status === "published" ? "published" : status === "scheduled" ? "scheduled" : "draft",
      publishedAt: status === "draft" ? null : parseDate(text(post, "published_at")),
      access: accessFromAudience(text(post, "visibility") || "public"),
      tags: (tagsOf.get(postId) ?? []).map((row) => tags.get(id(row, "tag_id")) ?? "").filter((name) => name && !name.startsWith("#")),
      author: authorRow ? toAuthor(authorRow) : null,
      cover: cover ? { url: cover, alt: text(meta.get(postId), "feature_image_alt") } : null,
      oldPaths: text(post, "slug") ? [`/${text(post, "slug")}`] : [],
    });
  }
}

function toAuthor(user: Row): ImportAuthor {
  return { sourceId: id(user, "id"), name: text(user, "name") || text(user, "slug"), email: text(user, "email") || null };
}

function groupBy(rows: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  const sorted = [...rows].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  for (const row of sorted) groups.set(id(row, key), [...(groups.get(id(row, key)) ?? []), row]);
  return groups;
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
