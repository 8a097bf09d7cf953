import "server-only";
import { getEnv } from "@/server/env";
import { searchableIndices, searchKeyLifetimeSeconds } from "../secured-key";
import { generateSecuredApiKey } from "./create-algolia-client";

/**
 * A secured key Algolia itself verifies: signed with the search-only key, valid an hour,
 * limited to our two indices, tagged with the user, and filtered to posts whose time has
 * come (scheduled posts are in the index early; the filter is fixed when the key is made,
 * so a post scheduled for later appears with the next key, at worst within the hour).
 */
export function createAlgoliaSearchKey(userToken: string, now = new Date()): { apiKey: string; validUntil: number } {
  const parentApiKey = getEnv().ALGOLIA_SEARCH_API_KEY;
  if (!parentApiKey) throw new Error("ALGOLIA_SEARCH_API_KEY is not set");
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const validUntil = nowSeconds + searchKeyLifetimeSeconds;
  const apiKey = generateSecuredApiKey(parentApiKey, {
    validUntil,
    restrictIndices: searchableIndices,
    userToken,
    filters: `publishedAtTimestamp <= ${nowSeconds}`,
  });
  return { apiKey, validUntil };
}
