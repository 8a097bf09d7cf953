import { XMLParser } from "fast-xml-parser";
import { AppError } from "@/server/errors";
import { generateExcerpt } from "@/lib/excerpt";
import { paywallMarker } from "@/lib/paywall-preview";
import { parseDate } from "../convert/collect-members";
import { htmlToMarkdown } from "../convert/html-to-markdown";
import { oldPathOf } from "./import-post-helpers";
import { decodeXmlText, wordpressParagraphs } from "./wordpress-text";
import type { ImportAuthor, ParsedImport } from "../types";

type Node = Record<string, unknown>;

// Entities stay off: a DOCTYPE's entities (external ones included) are never expanded or
// fetched. The five XML escapes and character references are decoded by decodeXmlText.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ["item", "category", "wp:postmeta", "wp:author"].includes(name),
});

const str = (node: Node | undefined, key: string): string => {
  const value = node?.[key];
  if (typeof value === "string") return decodeXmlText(value).trim();
  if (value && typeof value === "object" && typeof (value as Node)["#text"] === "string")
    return decodeXmlText((value as Node)["#text"] as string).trim();
  return "";
};

const statuses: Record<string, "published" | "scheduled" | "draft"> = {
  publish: "published",
  future: "scheduled",
  draft: "draft",
  pending: "draft",
  private: "draft",
};

/**
 * WordPress's WXR (Tools → Export): posts with content:encoded, excerpt:encoded, wp:status,
 * wp:post_date_gmt, dc:creator, categories and tags (category elements by domain), the
 * featured image (_thumbnail_id → an attachment's wp:attachment_url), and <!--more--> as the
 * excerpt when none was written. Pages, attachments and other types are listed as skipped.
 * The old address is the item's <link> (dated permalinks and the like).
 */
export function parseWordpressWxr(xml: string, parsed: ParsedImport): void {
  // The document type (and any entity it declares) is removed before parsing, unread.
  const doctype = /<!DOCTYPE[^[>]*(\[[\s\S]*?\]\s*)?>/i.exec(xml.slice(0, 1_000_000));
  if (doctype?.[0].includes("<!ENTITY")) {
    parsed.warnings.push({
      item: "file",
      message: "The XML declares entities; they were not resolved (their references stay as written).",
    });
  }
  let doc: Node;
  try {
    doc = parser.parse(doctype ? xml.slice(0, doctype.index) + xml.slice(doctype.index + doctype[0].length) : xml) as Node;
  } catch {
    throw new AppError("bad_request", "The XML could not be read: it is not well formed.");
  }
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel) throw new AppError("bad_request", "This XML is not a WordPress export (no rss channel).");
  const authors = new Map(((channel["wp:author"] as Node[] | undefined) ?? []).map((a) => [str(a, "wp:author_login"), a]));
  const items = (channel.item as Node[] | undefined) ?? [];
  const attachments = new Map(
    items.filter((i) => str(i, "wp:post_type") === "attachment").map((i) => [str(i, "wp:post_id"), str(i, "wp:attachment_url")]),
  );

  for (const item of items) {
    const postId = str(item, "wp:post_id");
    const title = str(item, "title") || "Untitled";
    const type = str(item, "wp:post_type") || "post";
    const status = statuses[str(item, "wp:status")];
    if (type !== "post" || !status) {
      const reason =
        type === "page"
          ? "Pages are not imported."
          : type === "attachment"
            ? "Attachments come in with the posts that show them."
            : type !== "post"
              ? `WordPress “${type}” items are not imported.`
              : "In the trash.";
      parsed.skipped.push({ kind: type === "post" ? "trash" : type, sourceId: postId, title, reason });
      continue;
    }
    const converted = htmlToMarkdown(wordpressParagraphs(str(item, "content:encoded")));
    const categories = ((item.category as Node[] | undefined) ?? []).filter((c) =>
      ["category", "post_tag"].includes(String(c["@_domain"])),
    );
    const thumbnailId = ((item["wp:postmeta"] as Node[] | undefined) ?? []).find((m) => str(m, "wp:meta_key") === "_thumbnail_id");
    const cover = thumbnailId ? attachments.get(str(thumbnailId, "wp:meta_value")) : undefined;
    const login = str(item, "dc:creator");
    // The teaser before <!--more--> is the writer's own cut, as our paywall marker is: the whole of
    // it is the excerpt (without the marker, the automatic preview would leave its last block out).
    const teaser = converted.beforeMore ? `${converted.beforeMore}\n\n${paywallMarker}\n` : "";
    const excerpt = str(item, "excerpt:encoded") || (teaser ? generateExcerpt(teaser, 500) : "");
    const oldPath = oldPathOf(str(item, "link"));
    parsed.posts.push({
      sourceId: postId,
      title,
      slug: str(item, "wp:post_name"),
      excerpt,
      markdown: converted.markdown,
      status,
      publishedAt:
        status === "draft" ? null : (parseDate(str(item, "wp:post_date_gmt").replace(/^0000.*/, "")) ?? parseDate(str(item, "pubDate"))),
      access: "public",
      tags: [...new Set(categories.map((c) => str(c, "#text")).filter((name) => name && name !== "Uncategorized"))],
      author: login ? toAuthor(login, authors.get(login)) : null,
      cover: cover ? { url: cover, alt: "" } : null,
      oldPaths: oldPath ? [oldPath] : [],
    });
  }
}

function toAuthor(login: string, author: Node | undefined): ImportAuthor {
  return { sourceId: login, name: str(author, "wp:author_display_name") || login, email: str(author, "wp:author_email") || null };
}
