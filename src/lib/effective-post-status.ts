export type PostStatus = "draft" | "scheduled" | "published";

/**
 * The status an editor sees. A scheduled post whose time has come is live (the read side
 * serves it by `publicPostCondition`, with no job to flip the row), so it shows as
 * Published: in the posts list, its filter and the editor alike.
 */
export function effectivePostStatus(status: PostStatus, publishedAt: Date | string | null, now: Date = new Date()): PostStatus {
  if (status !== "scheduled" || publishedAt === null) return status;
  return new Date(publishedAt).getTime() <= now.getTime() ? "published" : "scheduled";
}
