/** The query parameter that carries a gift token on a post's address (client-safe; the reading side reads it). */
export const giftQueryParam = "gift";

/** Where a gift link points: the post's own page with the token. */
export function giftLinkPath(slug: string, token: string): string {
  return `/posts/${encodeURIComponent(slug)}?${giftQueryParam}=${encodeURIComponent(token)}`;
}

/** One gift link as its giver's account page lists it. */
export type GiftLinkView = {
  id: string;
  postTitle: string;
  /** Absolute, ready to copy (the site's own address). */
  url: string;
  opens: number;
  lastOpenedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};
