import { archiveImagePrefix } from "./resolve-archive-images";
import { listMarkdownImages } from "./convert/rewrite-image-urls";
import type { ImportFormat, ImportWarning, ParsedImport, SkippedItem } from "./types";

export type ImportSummary = {
  format: ImportFormat;
  posts: { published: number; scheduled: number; drafts: number; public: number; members: number; paid: number };
  skipped: SkippedItem[];
  tags: number;
  authors: number;
  members: { total: number; optedIn: number; paid: number; complimentary: number; withStripeCustomer: number };
  images: { inArchive: number; remote: number };
  oldLinks: number;
  warnings: ImportWarning[];
};

/** The counts a dry run shows, from what the file holds (before anything is matched against the site). */
export function summarizeParsedImport(parsed: ParsedImport): ImportSummary {
  const images = new Set<string>();
  for (const post of parsed.posts) {
    for (const image of listMarkdownImages(post.markdown)) images.add(image.url);
    if (post.cover) images.add(post.cover.url);
  }
  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
  const { posts, members } = parsed;
  return {
    format: parsed.format,
    posts: {
      published: count(posts, (p) => p.status === "published"),
      scheduled: count(posts, (p) => p.status === "scheduled"),
      drafts: count(posts, (p) => p.status === "draft"),
      public: count(posts, (p) => p.access === "public"),
      members: count(posts, (p) => p.access === "members"),
      paid: count(posts, (p) => p.access === "paid"),
    },
    skipped: parsed.skipped,
    tags: new Set(posts.flatMap((p) => p.tags.map((t) => t.toLowerCase()))).size,
    authors: new Set(posts.map((p) => p.author?.sourceId).filter(Boolean)).size,
    members: {
      total: members.length,
      optedIn: count(members, (m) => m.emailOptIn),
      paid: count(members, (m) => m.tier === "paid"),
      complimentary: count(members, (m) => m.tier === "complimentary"),
      withStripeCustomer: count(members, (m) => m.stripeCustomerId !== null),
    },
    images: {
      inArchive: [...images].filter((url) => url.startsWith(archiveImagePrefix)).length,
      remote: [...images].filter((url) => /^https?:\/\//i.test(url)).length,
    },
    oldLinks: posts.reduce((sum, p) => sum + p.oldPaths.length, 0),
    warnings: parsed.warnings,
  };
}
