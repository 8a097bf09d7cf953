import { slugify } from "@/lib/slug";
import { parseDate } from "../convert/collect-members";
import { attributeOf as attr, findByClass, innerHtml, parseHtmlDocument, textOf } from "../convert/hast-helpers";
import { htmlToMarkdown } from "../convert/html-to-markdown";
import { oldPathOf } from "./import-post-helpers";
import type { ImportedPost } from "../types";

/**
 * One post of Medium's export zip (`posts/<date>_<slug>-<id>.html`, drafts as
 * `posts/draft_<slug>-<id>.html`): h-entry microformats give the title (.p-name), subtitle
 * (.p-summary), body (.e-content), tags (.p-tags), author (.p-author), date (.dt-published)
 * and the canonical address (.p-canonical), whose path and /p/<id> redirect here.
 */
export function parseMediumPost(fileName: string, html: string): ImportedPost | null {
  const tree = parseHtmlDocument(html);
  const body = findByClass(tree, "e-content")[0];
  if (!body) return null;
  const isDraft = /(^|\/)draft_/.test(fileName);
  const canonical = attr(findByClass(tree, "p-canonical")[0], "href");
  const named = /([^/]*?)-([0-9a-f]{8,})(?:\.html)?$/.exec(canonical || fileName);
  const mediumId = named?.[2] ?? fileName.replace(/^.*\//, "").replace(/\.html$/, "");
  const title = textOf(findByClass(tree, "p-name")[0]).trim() || "Untitled";
  const author = findByClass(tree, "p-author")[0];
  const authorHandle = attr(author, "href").replace(/^.*@/, "");
  const canonicalPath = oldPathOf(canonical);
  return {
    sourceId: mediumId,
    title,
    slug: slugify(named?.[1]?.replace(/^\d{4}-\d{2}-\d{2}_/, "") ?? title),
    excerpt: textOf(findByClass(tree, "p-summary")[0]).trim().replace(/\s+/g, " "),
    markdown: htmlToMarkdown(innerHtml(body)).markdown,
    status: isDraft ? "draft" : "published",
    publishedAt: isDraft ? null : parseDate(attr(findByClass(tree, "dt-published")[0], "dateTime")),
    access: "public",
    tags: findByClass(tree, "p-tag")
      .map((tag) => textOf(tag).trim())
      .filter(Boolean),
    author: author ? { sourceId: authorHandle || textOf(author), name: textOf(author).trim(), email: null } : null,
    cover: null,
    oldPaths: isDraft ? [] : [...(canonicalPath ? [canonicalPath] : []), `/p/${mediumId}`],
  };
}
