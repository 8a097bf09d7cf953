import { Feed } from "feed";
import { escapeHtml } from "@/lib/escape-html";
import { publicBodyHtml } from "@/lib/public-body-html";
import type { PostAccess } from "@/lib/post-access";
import type { PublicPost } from "./types";

/** `logoPath` and `iconPath`: the owner's uploads (#31); without an uploaded icon, the drawn one. */
export type FeedSite = { url: string; name: string; description: string; logoPath?: string | null; iconPath?: string | null };
/** A feed narrower than the site's: one topic's posts, with its own page and address. */
export type FeedScope = { title: string; description: string; pagePath: string; feedPath: string };

/** Absolute URL on the public site, whatever SITE_URL's trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/**
 * Atom 1.0 of the given posts (newest first), with absolute links and the sanitized HTML
 * body — for a members or paid post (`access` as it is now), only its preview and a link to read
 * the rest on the site: a feed is public. The feed library escapes text and attributes. (Atom rather than RSS: entry authors
 * are names, and RSS wants an email there.)
 */
export function buildFeed(posts: PublicPost[], site: FeedSite, scope?: FeedScope): string {
  const home = absoluteUrl(site.url, scope?.pagePath ?? "/");
  const feed = new Feed({
    id: home,
    link: home,
    title: scope ? `${scope.title} · ${site.name}` : site.name,
    description: scope?.description ?? site.description,
    language: "en",
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { atom: absoluteUrl(site.url, scope?.feedPath ?? "/feed.xml") },
    copyright: `© ${site.name}`,
    ttl: 30,
    // Atom's <icon> (square) and <logo> (wider).
    favicon: absoluteUrl(site.url, site.iconPath ?? "/icon/192"),
    ...(site.logoPath ? { image: absoluteUrl(site.url, site.logoPath) } : {}),
  });
  for (const post of posts) {
    const link = absoluteUrl(site.url, `/posts/${post.slug}`);
    feed.addItem({
      id: link,
      link,
      // The library marks titles and summaries type="html": escape them so a "<" stays text.
      title: escapeHtml(post.title),
      description: escapeHtml(post.excerpt),
      content: feedContent(post.bodyMarkdown, post.access, link),
      date: new Date(post.publishedAt),
      published: new Date(post.publishedAt),
      author: [{ name: post.author.name, link: absoluteUrl(site.url, `/authors/${post.author.handle}`) }],
      // Atom's category needs a term (RFC 4287 §4.2.2): the tag's slug, its topics page as scheme.
      category: post.tags.map((tag) => ({ term: tag.slug, name: tag.name, scheme: absoluteUrl(site.url, "/tags/") })),
      ...(post.coverImageUrl
        ? { image: { url: absoluteUrl(site.url, post.coverImageUrl), type: guessImageType(post.coverImageUrl) } }
        : {}),
    });
  }
  return feed.atom1();
}

const readOnLabels: Record<Exclude<PostAccess, "public">, string> = {
  members: "This post is for members. Sign in free to read the rest on the site.",
  paid: "This post is for paid subscribers. Read the rest on the site.",
};

function feedContent(markdown: string, access: PostAccess, link: string): string {
  const body = publicBodyHtml(markdown, access);
  if (access === "public") return body.html;
  return `${body.html}<p><a href="${escapeHtml(link)}">${readOnLabels[access]}</a></p>`;
}

function guessImageType(url: string): string {
  const extension = new URL(url, "http://x").pathname.split(".").pop()?.toLowerCase();
  return extension === "png" ? "image/png" : extension === "svg" ? "image/svg+xml" : extension === "webp" ? "image/webp" : "image/jpeg";
}
