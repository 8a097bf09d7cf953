"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { CommentThread, MyCommentState, PostedComment } from "@/lib/comment-thread";
import { requestJson } from "./query-client";

export const threadKey = (slug: string) => ["comments", slug] as const;
export const myStateKey = (slug: string) => ["comments-me", slug] as const;

export type CommentActions = ReturnType<typeof useCommentActions>;

/**
 * What a member does to comments. Each call refuses with the server's message (thrown, for the
 * form or a toast to show), and on success the thread and their own state are asked again: the
 * server expired the thread's cache in the same request, so the new answer has the change.
 */
export function useCommentActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: threadKey(slug) }),
      queryClient.invalidateQueries({ queryKey: myStateKey(slug) }),
    ]);
  const commentUrl = (id: string, rest = "") => `/api/comments/${encodeURIComponent(id)}${rest}`;

  return {
    async post(body: string, parentId: string | null): Promise<PostedComment> {
      const posted = await requestJson<PostedComment>(`/api/posts/${encodeURIComponent(slug)}/comments`, {
        method: "POST",
        body: { body, parentId },
      });
      if (!posted.isHeld) {
        // Shown at once; the refresh below brings the thread as everyone now sees it.
        queryClient.setQueryData<CommentThread>(threadKey(slug), (thread) => (thread ? withComment(thread, posted) : thread));
      }
      void refresh();
      return posted;
    },
    async edit(id: string, body: string): Promise<void> {
      await requestJson(commentUrl(id), { method: "PATCH", body: { body } });
      await refresh();
    },
    async remove(id: string): Promise<void> {
      await requestJson(commentUrl(id), { method: "DELETE" });
      await refresh();
    },
    async like(id: string, isLiked: boolean): Promise<void> {
      queryClient.setQueryData<MyCommentState>(myStateKey(slug), (state) =>
        state ? { ...state, liked: isLiked ? state.liked.filter((each) => each !== id) : [...state.liked, id] } : state,
      );
      try {
        await requestJson(commentUrl(id, "/like"), { method: isLiked ? "DELETE" : "POST" });
      } finally {
        await refresh();
      }
    },
    async report(id: string, reason: string): Promise<void> {
      await requestJson(commentUrl(id, "/report"), { method: "POST", body: { reason } });
    },
  };
}

function withComment(thread: CommentThread, posted: PostedComment): CommentThread {
  if (!posted.parentId) return { count: thread.count + 1, comments: [...thread.comments, posted.comment] };
  return {
    count: thread.count + 1,
    comments: thread.comments.map((each) => (each.id === posted.parentId ? { ...each, replies: [...each.replies, posted.comment] } : each)),
  };
}
