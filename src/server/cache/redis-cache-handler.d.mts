// Types for redis-cache-handler.mjs (plain JavaScript: Next imports it at run time, unbundled).
export type CacheControl = { revalidate?: number | false; expire?: number };
export type CacheEntry = { lastModified: number; value: unknown; cacheControl?: CacheControl };

export default class RedisCacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: CacheControl }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
