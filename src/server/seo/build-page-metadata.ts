import "server-only";
import type { Metadata } from "next";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { absoluteUrl } from "@/server/posts/build-feed";

export type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  /** What the image shows, for readers of the card who cannot see it. */
  imageAlt?: string;
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[] };
  noIndex?: boolean;
  /** The Atom feed announced for this page (the site's by default). */
  feedPath?: string;
};

/** Title, description, canonical URL, Open Graph and Twitter card for one page; the site name from the settings. */
export async function buildPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const env = getEnv();
  const { siteName } = await readSiteSettings();
  const url = absoluteUrl(env.SITE_URL, input.path);
  const images = input.image
    ? [{ url: absoluteUrl(env.SITE_URL, input.image), ...(input.imageAlt ? { alt: input.imageAlt } : {}) }]
    : undefined;
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: url, types: { "application/atom+xml": absoluteUrl(env.SITE_URL, input.feedPath ?? "/feed.xml") } },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName,
      locale: "en_US",
      images,
      ...(input.article
        ? {
            type: "article",
            publishedTime: input.article.publishedTime,
            modifiedTime: input.article.modifiedTime,
            authors: input.article.authors,
            tags: input.article.tags,
          }
        : { type: "website" }),
    },
    twitter: { card: images ? "summary_large_image" : "summary", title: input.title, description: input.description, images },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
