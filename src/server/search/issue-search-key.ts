import "server-only";
import type { AppSession } from "@/lib/session";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { createAlgoliaSearchKey } from "./algolia/create-algolia-search-key";
import { primaryIndexName, relevanceIndexName } from "./protocol";
import { getSearchAppId, getSearchParentKey } from "./search-parent-key";
import { createSecuredSearchKey } from "./secured-key";

/**
 * What a client needs to configure itself: the app id, the secured key and its expiry, the host
 * to send searches to (`null`: Algolia's own hosts) with its protocol, and the index of each
 * sort order (`indexName` is the default one).
 */
export type SearchKey = {
  appId: string;
  apiKey: string;
  validUntil: number;
  host: string | null;
  protocol: "http" | "https";
  indexName: string;
  indices: { newest: string; relevance: string };
};

const indices = { newest: primaryIndexName, relevance: relevanceIndexName };

/** A secured search key for the signed-in subscriber, valid about an hour: Algolia's when configured. */
export async function issueSearchKey(session: AppSession | null, siteOrigin: string): Promise<SearchKey> {
  if (!session) throw new AppError("unauthorized", "Sign in to search.");
  if (!session.canSearch) throw new AppError("forbidden", "Search comes with a subscription.");
  const env = getEnv();
  if (env.features.algolia && env.ALGOLIA_APP_ID) {
    const { apiKey, validUntil } = createAlgoliaSearchKey(session.user.id);
    return { appId: env.ALGOLIA_APP_ID, apiKey, validUntil, host: null, protocol: "https", indexName: primaryIndexName, indices };
  }
  const { apiKey, validUntil } = createSecuredSearchKey(getSearchParentKey(), session.user.id);
  const site = new URL(siteOrigin);
  return {
    appId: getSearchAppId(),
    apiKey,
    validUntil,
    host: site.host,
    protocol: site.protocol === "https:" ? "https" : "http",
    indexName: primaryIndexName,
    indices,
  };
}
