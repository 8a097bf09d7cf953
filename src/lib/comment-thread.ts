/**
 * What the comments endpoints answer (client-safe types): the public thread of a post, the same
 * for every reader who may read it, and one member's own state, asked for separately.
 */

/** `image`: the member's picture (/uploads/avatars/…), null for none (the name's initial is shown). */
export type CommentAuthor = { name: string; handle: string; image: string | null; isEditor: boolean };

/** A comment as everyone sees it. A deleted or hidden one with replies keeps its place, without author or text. */
export type ThreadComment = {
  id: string;
  state: "visible" | "deleted" | "hidden";
  author: CommentAuthor | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  likes: number;
  replies: ThreadComment[];
};

export type CommentThread = {
  /** Comments shown (placeholders of deleted or hidden ones not counted). */
  count: number;
  comments: ThreadComment[];
};

/** Why a member may not comment on this post now, in words they are shown. */
export type CommentBlock = {
  code: "off" | "sign-in" | "cannot-read" | "paid-only" | "banned";
  message: string;
};

/** One member's own state on a post's comments (a private request, never cached). */
export type MyCommentState = {
  me: CommentAuthor;
  /** Null when they may comment. */
  block: CommentBlock | null;
  /** Comments they liked. */
  liked: string[];
  /** Their comments still shown, with until when they may edit each (null: no longer). */
  mine: { id: string; editableUntil: string | null }[];
  /** Their comments waiting for an editor's approval (first comments, when the site holds them). */
  held: (ThreadComment & { parentId: string | null })[];
  /** Whether their next comment waits for approval. */
  isHeldNext: boolean;
};

/** The answer to a new comment: the comment as the thread will show it, and whether it waits for approval. */
export type PostedComment = { comment: ThreadComment; parentId: string | null; isHeld: boolean; editableUntil: string };
