import type { PostAccess } from "./post-access";

/** A saved version of a post's text as the editor's revision list shows it. */
export type PostRevisionSummary = {
  id: string;
  version: number;
  savedAt: string;
  author: string | null;
  isAutosave: boolean;
  title: string;
};

/** The text of one revision: what "compare" and "restore" use. */
export type PostRevisionText = PostRevisionSummary & {
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  coverImageAlt: string;
  /** Null for revisions kept before access levels existed. */
  access: PostAccess | null;
};
