import type { PublicPost } from "@/server/posts/types";

/**
 * The image a post is shared with: its cover, or else its generated card. The card's URL
 * changes with the post (`v`), so link previews that keep images by URL show the new one.
 */
export function postImagePath(post: Pick<PublicPost, "slug" | "coverImageUrl" | "updatedAt">): string {
  return post.coverImageUrl ?? `/posts/${post.slug}/card.png?v=${Date.parse(post.updatedAt).toString(36)}`;
}
