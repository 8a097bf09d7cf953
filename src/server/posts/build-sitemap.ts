import type { SitemapEntries } from "./list-sitemap-entries";
import { absoluteUrl } from "./build-feed";

type Url = { loc: string; lastModified?: string; changeFrequency: string; priority: number };

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** The sitemap protocol's XML (sitemaps.org 0.9) for every public URL. */
export function buildSitemap(entries: SitemapEntries, siteUrl: string): string {
  const latest = entries.posts[0]?.updatedAt;
  const urls: Url[] = [
    { loc: absoluteUrl(siteUrl, "/"), lastModified: latest, changeFrequency: "daily", priority: 1 },
    { loc: absoluteUrl(siteUrl, "/tags"), lastModified: latest, changeFrequency: "weekly", priority: 0.5 },
    { loc: absoluteUrl(siteUrl, "/pricing"), changeFrequency: "monthly", priority: 0.3 },
    ...entries.posts.map((post) => ({
      loc: absoluteUrl(siteUrl, `/posts/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: "monthly",
      priority: 0.8,
    })),
    ...entries.tags.map((tag) => ({ loc: absoluteUrl(siteUrl, `/tags/${tag.slug}`), changeFrequency: "weekly", priority: 0.5 })),
    ...entries.authors.map((author) => ({
      loc: absoluteUrl(siteUrl, `/authors/${author.handle}`),
      lastModified: author.updatedAt,
      changeFrequency: "weekly",
      priority: 0.4,
    })),
  ];
  const body = urls
    .map(
      (url) =>
        `<url>\n<loc>${escapeXml(url.loc)}</loc>\n${url.lastModified ? `<lastmod>${url.lastModified}</lastmod>\n` : ""}` +
        `<changefreq>${url.changeFrequency}</changefreq>\n<priority>${url.priority}</priority>\n</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
