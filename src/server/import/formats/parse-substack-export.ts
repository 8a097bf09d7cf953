import { slugify } from "@/lib/slug";
import type { ZipArchive } from "../archive/open-zip-archive";
import { parseCsvTable } from "../convert/parse-csv-table";
import { isTruthy, parseDate } from "../convert/collect-members";
import { htmlToMarkdown } from "../convert/html-to-markdown";
import { accessFromAudience, importTextLimit } from "./import-post-helpers";
import type { ParsedImport } from "../types";

/**
 * Substack's export zip: `posts.csv` (post_id, post_date, is_published, email_sent_at,
 * inbox_sent_at, type, audience, title, subtitle, podcast_url) and one `posts/<post_id>.html`
 * per post, where post_id is `<number>.<slug>`. Newsletters and podcasts become posts (a
 * podcast's audio as a link above the text), pages and discussion threads are listed as
 * skipped. Each post answered at /p/<slug> there.
 */
export async function parseSubstackExport(archive: ZipArchive, postsCsv: string, parsed: ParsedImport): Promise<void> {
  const folder = postsCsv.slice(0, postsCsv.length - "posts.csv".length);
  const table = parseCsvTable(await archive.read(postsCsv, importTextLimit));
  for (const { line, values: row } of table.rows) {
    const postId = row.post_id ?? "";
    const slug = slugify(postId.replace(/^\d+\./, ""));
    const title = row.title || slug;
    const type = (row.type ?? "newsletter").toLowerCase();
    if (!postId) {
      parsed.warnings.push({ item: `posts.csv line ${line}`, message: "No post_id: the row was left out." });
      continue;
    }
    if (type === "page" || type === "thread") {
      parsed.skipped.push({
        kind: type,
        sourceId: postId,
        title,
        reason: type === "page" ? "Pages are not imported." : "Discussion threads have no text to import.",
      });
      continue;
    }
    const entry = `${folder}posts/${postId}.html`;
    let html = "";
    try {
      html = new TextDecoder().decode(await archive.read(entry, importTextLimit));
    } catch (error) {
      parsed.warnings.push({
        item: title,
        message: `${entry}: ${error instanceof Error ? error.message : "unreadable"} Imported without its text.`,
      });
    }
    const converted = htmlToMarkdown(html);
    const podcast =
      type === "podcast" && /^https?:\/\//.test(row.podcast_url ?? "") ? `[Listen to the episode](${row.podcast_url})\n\n` : "";
    const published = isTruthy(row.is_published);
    parsed.posts.push({
      sourceId: postId,
      title,
      slug,
      excerpt: row.subtitle ?? "",
      markdown: podcast + converted.markdown,
      status: published ? "published" : "draft",
      publishedAt: published ? parseDate(row.post_date) : null,
      access: accessFromAudience(row.audience),
      tags: type === "podcast" ? ["Podcast"] : [],
      author: null,
      cover: null,
      oldPaths: slug ? [`/p/${slug}`] : [],
    });
  }
}
