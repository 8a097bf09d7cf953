import type { PostSnapshot } from "@/lib/action-result";

/** What the editor form holds; sent as `fields` to runPostAction. */
export type PostFormFields = Pick<
  PostSnapshot,
  "title" | "slug" | "excerpt" | "bodyMarkdown" | "coverImageUrl" | "coverImageAlt" | "authorId" | "tags" | "access"
>;

export type SaveState = "idle" | "saving" | "saved" | "error";

export function fieldsOf(post: PostSnapshot): PostFormFields {
  const { title, slug, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt, authorId, tags, access } = post;
  return { title, slug, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt, authorId, tags, access };
}

export function sameFields(a: PostFormFields, b: PostFormFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
