import "server-only";
import { AppError } from "@/server/errors";
import type { ZipArchive } from "../archive/open-zip-archive";
import { listMarkdownImages, rewriteImageUrls } from "../convert/rewrite-image-urls";
import { archiveImagePrefix } from "../resolve-archive-images";
import type { ImageRef, ImportedPost } from "../types";
import { fetchImportImage, ImageFetchError, imageFetchLimits } from "./fetch-import-image";
import { storeImportImage } from "./store-import-image";

/** One run's images: each address fetched and stored once, whatever number of posts show it. */
export type ImageCache = Map<string, Promise<string>>;

export type RehostedImages = { markdown: string; cover: ImageRef | null; problems: string[] };

/**
 * Every image of a post stored here and the body pointed at the copies. An image that cannot
 * be had keeps its original address (archive images, which have none, are dropped from the
 * body) and is listed with the reason; the post imports either way.
 */
export async function rehostPostImages(post: ImportedPost, archive: ZipArchive | null, cache: ImageCache): Promise<RehostedImages> {
  const problems: string[] = [];
  const replacements = new Map<string, string>();
  const rehost = async (url: string): Promise<string | null> => {
    if (!cache.has(url)) cache.set(url, copyImage(url, archive));
    try {
      return await cache.get(url)!;
    } catch (error) {
      if (!(error instanceof ImageFetchError) && !(error instanceof AppError)) throw error;
      problems.push(`Image ${url.slice(0, 200)} kept at its old address: ${error.message}.`);
      return null;
    }
  };
  for (const image of listMarkdownImages(post.markdown)) {
    if (!/^https?:\/\//i.test(image.url) && !image.url.startsWith(archiveImagePrefix)) continue;
    const stored = await rehost(image.url);
    if (stored) replacements.set(image.url, stored);
  }
  let cover: ImageRef | null = null;
  if (post.cover) {
    const stored = await rehost(post.cover.url);
    cover = stored ? { url: stored, alt: post.cover.alt } : null;
  }
  return { markdown: rewriteImageUrls(post.markdown, replacements), cover, problems };
}

async function copyImage(url: string, archive: ZipArchive | null): Promise<string> {
  if (url.startsWith(archiveImagePrefix)) {
    if (!archive) throw new ImageFetchError("the archive is not open");
    return storeImportImage(await archive.read(url.slice(archiveImagePrefix.length), imageFetchLimits.maxBytes));
  }
  return storeImportImage(await fetchImportImage(url));
}
