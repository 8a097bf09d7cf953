import "server-only";
import { revalidatePublicPages, type PublicPageKeys } from "./revalidate-public-pages";
import { removePostFromSearch, syncPostToSearch } from "@/server/search/sync-post";

export type AfterPostWrite = {
  postId: string;
  keys: PublicPageKeys;
  /** "sync" when the post is (or will be, once scheduled) public; "remove" when it is not. */
  search: "sync" | "remove";
};

/**
 * Runs after the transaction committed: refresh cached public pages and the search index.
 * The write is saved either way, so a failure here is logged rather than reported as a
 * failed save (the editor would retry and create a conflict with itself).
 */
export async function afterPostWrite(change: AfterPostWrite): Promise<void> {
  try {
    revalidatePublicPages(change.keys);
  } catch (error) {
    console.error("[posts] revalidating public pages failed", error);
  }
  try {
    await (change.search === "sync" ? syncPostToSearch(change.postId) : removePostFromSearch(change.postId));
  } catch (error) {
    console.error("[posts] search sync failed", error);
  }
}
