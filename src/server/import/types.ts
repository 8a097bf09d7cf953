import type { PostAccess } from "@/lib/post-access";

/** The formats an import file can be, as detected from its contents (never from its name alone). */
export const importFormats = [
  "substack",
  "substack-members",
  "ghost",
  "ghost-members",
  "wordpress",
  "medium",
  "beehiiv-posts",
  "beehiiv-members",
  "groundwork-members",
] as const;
export type ImportFormat = (typeof importFormats)[number];

/** The platform an item came from: source ids are unique within one. */
export type ImportPlatform = "substack" | "ghost" | "wordpress" | "medium" | "beehiiv" | "groundwork";

/** posts.access (#26): who may read the whole post. */
export type ImportAccess = PostAccess;

export type ImportAuthor = { sourceId: string; name: string; email: string | null };

/** An image the content references: inside the archive (`archive:` + entry name) or at an http(s) URL. */
export type ImageRef = { url: string; alt: string };

export type ImportedPost = {
  sourceId: string;
  title: string;
  /** As the source had it (may be empty or clash with ours: resolved when planned). */
  slug: string;
  excerpt: string;
  /** Already Markdown: the HTML turned into ours, image URLs as the source wrote them. */
  markdown: string;
  status: "published" | "draft" | "scheduled";
  publishedAt: Date | null;
  access: ImportAccess;
  tags: string[];
  author: ImportAuthor | null;
  cover: ImageRef | null;
  /** Paths this post answered on the old site, e.g. /p/my-post: they redirect (301) to it. */
  oldPaths: string[];
};

export type ImportedMember = {
  email: string;
  name: string | null;
  createdAt: Date | null;
  /** Chose to receive posts by email at the old home. */
  emailOptIn: boolean;
  /** free, paying (through Stripe) or complimentary at the old home. */
  tier: "free" | "paid" | "complimentary";
  stripeCustomerId: string | null;
  /** When the paid or complimentary access ends, if the source says. */
  paidUntil: Date | null;
  labels: string[];
};

/** An entry of the source that is not imported, and why. */
export type SkippedItem = { kind: string; sourceId: string; title: string; reason: string };

/** A problem with one item (or the file): what it concerns and what happened. */
export type ImportWarning = { item: string; message: string };

/** What a file holds, before anything is written. */
export type ParsedImport = {
  format: ImportFormat;
  platform: ImportPlatform;
  posts: ImportedPost[];
  members: ImportedMember[];
  skipped: SkippedItem[];
  warnings: ImportWarning[];
};

export function emptyParsedImport(format: ImportFormat, platform: ImportPlatform): ParsedImport {
  return { format, platform, posts: [], members: [], skipped: [], warnings: [] };
}
