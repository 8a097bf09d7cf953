/**
 * Who may read a post in full: everyone, any signed-in member, or paid subscribers (editors and
 * owners read everything). Client-safe: the editor, the posts list, the importers and the
 * comments capability use these names; what a given reader may read is decided by
 * decideReading (src/lib/decide-reading.ts), the one rule every surface applies.
 */
export const postAccessLevels = ["public", "members", "paid"] as const;
export type PostAccess = (typeof postAccessLevels)[number];

export const postAccessLabels: Record<PostAccess, string> = {
  public: "Everyone",
  members: "Members",
  paid: "Paid subscribers",
};

export function isPostAccess(value: unknown): value is PostAccess {
  return typeof value === "string" && (postAccessLevels as readonly string[]).includes(value);
}

/** Public posts are readable by all; the others show a preview to whoever may not read them. */
export function isGatedAccess(access: PostAccess): boolean {
  return access !== "public";
}
