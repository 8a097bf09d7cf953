import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { absoluteUrl } from "@/server/posts/build-feed";
import { readSitemapEntries } from "@/server/posts/read-public-pages";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const site = getEnv().SITE_URL;
  const entries = await readSitemapEntries();
  const latest = entries.posts[0]?.updatedAt;
  return [
    { url: absoluteUrl(site, "/"), lastModified: latest, changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl(site, "/tags"), lastModified: latest, changeFrequency: "weekly", priority: 0.5 },
    { url: absoluteUrl(site, "/pricing"), changeFrequency: "monthly", priority: 0.3 },
    ...entries.posts.map((post) => ({ url: absoluteUrl(site, `/posts/${post.slug}`), lastModified: post.updatedAt, changeFrequency: "monthly" as const, priority: 0.8 })),
    ...entries.tags.map((tag) => ({ url: absoluteUrl(site, `/tags/${tag.slug}`), changeFrequency: "weekly" as const, priority: 0.5 })),
    ...entries.authors.map((author) => ({ url: absoluteUrl(site, `/authors/${author.handle}`), lastModified: author.updatedAt, changeFrequency: "weekly" as const, priority: 0.4 })),
  ];
}
