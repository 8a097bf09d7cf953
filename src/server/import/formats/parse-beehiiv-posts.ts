import { slugify } from "@/lib/slug";
import { parseCsvTable } from "../convert/parse-csv-table";
import { parseDate } from "../convert/collect-members";
import { findElements, innerHtml, parseHtmlDocument } from "../convert/hast-helpers";
import { htmlToMarkdown } from "../convert/html-to-markdown";
import { accessFromAudience, oldPathOf } from "./import-post-helpers";
import type { ParsedImport } from "../types";

/** beehiiv keeps uploaded images under uploads/…, served from its media host. */
function fullImageUrl(path: string): string {
  return /^\/?uploads\//.test(path) ? `https://media.beehiiv.com/cdn-cgi/image/quality=100/${path.replace(/^\//, "")}` : path;
}

/** The post's own blocks: beehiiv wraps them in an email layout of tables. */
function contentBlocks(html: string): string {
  const tree = parseHtmlDocument(html);
  const blocks = findElements(tree, (element) => element.properties?.id === "content-blocks")[0];
  // The layout tables go; the blocks inside them stay.
  return (blocks ? innerHtml(blocks) : html).replace(/<\/?(table|tbody|thead|tr|td)\b[^>]*>/gi, "\n");
}

/**
 * beehiiv's posts CSV: id, web_title, status (confirmed = published, draft, archived),
 * audience (free / premium / both), url, web_subtitle, email_subject_line, email_preview_text,
 * content_html, thumbnail_url, created_at, content_tags (separated by ;). Posts answered at
 * /p/<slug> on the beehiiv site.
 */
export function parseBeehiivPosts(input: string | Uint8Array, parsed: ParsedImport): void {
  for (const { line, values: row } of parseCsvTable(input).rows) {
    if (!row.id) {
      parsed.warnings.push({ item: `line ${line}`, message: "No id: the row was left out." });
      continue;
    }
    const title = row.web_title || row.email_subject_line || "Untitled";
    const published = row.status === "confirmed";
    const oldPath = oldPathOf(row.url);
    parsed.posts.push({
      sourceId: row.id,
      title,
      slug: slugify(oldPath?.replace(/^\/p\//, "") ?? title),
      excerpt: row.web_subtitle || row.email_preview_text || "",
      markdown: htmlToMarkdown(contentBlocks(row.content_html ?? "")).markdown,
      status: published ? "published" : "draft",
      publishedAt: published ? parseDate(row.created_at) : null,
      access: accessFromAudience(row.audience),
      tags: (row.content_tags ?? "")
        .split(";")
        .map((tag) => tag.trim())
        .filter(Boolean),
      author: null,
      cover: row.thumbnail_url ? { url: fullImageUrl(row.thumbnail_url), alt: "" } : null,
      oldPaths: oldPath ? [oldPath] : [],
    });
  }
}
