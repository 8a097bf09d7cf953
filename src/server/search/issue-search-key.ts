import "server-only";
import { getSession } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { primaryIndexName } from "./protocol";
import { getSearchAppId, getSearchParentKey } from "./search-parent-key";
import { createSecuredSearchKey } from "./secured-key";

export type SearchKey = { appId: string; apiKey: string; indexName: string; validUntil: number };

/** A secured search key for the signed-in subscriber, valid about an hour. */
export async function issueSearchKey(): Promise<SearchKey> {
  const session = await getSession();
  if (!session) throw new AppError("unauthorized", "Sign in to search.");
  if (!session.canSearch) throw new AppError("forbidden", "Search comes with a subscription.");
  const { apiKey, validUntil } = createSecuredSearchKey(getSearchParentKey(), session.user.id);
  return { appId: getSearchAppId(), apiKey, indexName: primaryIndexName, validUntil };
}
