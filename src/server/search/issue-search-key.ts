import "server-only";
import type { AppSession } from "@/lib/session";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { createAlgoliaSearchKey } from "./algolia/create-algolia-search-key";
import { primaryIndexName } from "./protocol";
import { getSearchAppId, getSearchParentKey } from "./search-parent-key";
import { createSecuredSearchKey } from "./secured-key";

/** `host: null`: the browser uses Algolia's own hosts; absent: this site answers. */
export type SearchKey = { appId: string; apiKey: string; indexName: string; validUntil: number; host?: null };

/** A secured search key for the signed-in subscriber, valid about an hour: Algolia's when configured. */
export async function issueSearchKey(session: AppSession | null): Promise<SearchKey> {
  if (!session) throw new AppError("unauthorized", "Sign in to search.");
  if (!session.canSearch) throw new AppError("forbidden", "Search comes with a subscription.");
  const env = getEnv();
  if (env.features.algolia && env.ALGOLIA_APP_ID) {
    const { apiKey, validUntil } = createAlgoliaSearchKey(session.user.id);
    return { appId: env.ALGOLIA_APP_ID, apiKey, indexName: primaryIndexName, validUntil, host: null };
  }
  const { apiKey, validUntil } = createSecuredSearchKey(getSearchParentKey(), session.user.id);
  return { appId: getSearchAppId(), apiKey, indexName: primaryIndexName, validUntil };
}
