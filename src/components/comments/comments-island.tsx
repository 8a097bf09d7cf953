"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSession } from "@/components/auth/session-provider";
import { signInPath } from "@/lib/auth-gate";
import type { CommentThread, MyCommentState } from "@/lib/comment-thread";
import { giftQueryParam } from "@/lib/gift-link";
import { CommentComposer } from "./comment-composer";
import { setCommentCount, describeCount } from "./comment-counts";
import { CommentItem } from "./comment-item";
import { CommentRequestError, queryClient, requestJson, retryUnlessRefused } from "./query-client";
import { myStateKey, threadKey, useCommentActions } from "./use-comment-actions";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

type IslandProps = { slug: string; postPath: string; isGated: boolean };

/** The comments under a post with their own query cache: loaded after the page, with the comments. */
export function CommentsIsland(props: IslandProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Comments {...props} />
    </QueryClientProvider>
  );
}

function Comments({ slug, postPath, isGated }: IslandProps) {
  const { status } = useSession();
  const [gift] = useState(() => new URLSearchParams(window.location.search).get(giftQueryParam));
  const isSignedIn = status === "authenticated";
  // A gated post's comments need the reader's entitlement: without a session (or gift link) there is nothing to ask.
  const mayAsk = !isGated || isSignedIn || Boolean(gift);
  const thread = useQuery({
    queryKey: threadKey(slug),
    queryFn: () =>
      requestJson<CommentThread>(
        `/api/posts/${encodeURIComponent(slug)}/comments${gift ? `?${giftQueryParam}=${encodeURIComponent(gift)}` : ""}`,
      ),
    enabled: status !== "loading" && mayAsk,
    retry: retryUnlessRefused,
  });
  const me = useQuery({
    queryKey: myStateKey(slug),
    queryFn: () => requestJson<MyCommentState>(`/api/posts/${encodeURIComponent(slug)}/comments/me`),
    enabled: isSignedIn,
    retry: retryUnlessRefused,
  });
  const actions = useCommentActions(slug);
  const count = thread.data?.count;

  useEffect(() => {
    if (count !== undefined) setCommentCount(slug, count);
  }, [slug, count]);
  useEffect(() => {
    // An address pointing at one comment (a reply mail's link): bring it into view once it is there.
    if (!thread.data) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [thread.data]);

  const signIn = signInPath(`${postPath}#comments`);
  if (status === "loading" || (mayAsk && thread.isPending)) {
    return (
      <p aria-busy="true" className="text-sm text-zinc-600 dark:text-zinc-400">
        Loading comments…
      </p>
    );
  }
  if (!mayAsk || thread.isError) {
    const refusal = thread.error instanceof CommentRequestError && thread.error.status < 500 && thread.error.status !== 429;
    return (
      <div className="flex flex-col gap-3 text-sm">
        <p role={thread.isError ? "alert" : undefined}>
          {!mayAsk
            ? "The conversation is for readers of the whole post."
            : refusal && thread.error instanceof Error
              ? thread.error.message
              : "The comments could not be loaded just now."}
        </p>
        {!isSignedIn ? <SignInInvitation href={signIn} /> : null}
        {thread.isError && !refusal ? (
          <Button variant="secondary" size="sm" onClick={() => void thread.refetch()} className="self-start">
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  const comments = thread.data?.comments ?? [];
  const state = me.data ?? null;
  const held = state?.held ?? [];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="comments-count">
        {count ? describeCount(count) : "No comments yet."}
      </p>
      {!isSignedIn ? (
        <SignInInvitation href={signIn} />
      ) : !state ? null : state.block ? (
        <p role="status" className="rounded-md bg-zinc-100 p-3 text-sm dark:bg-zinc-900" data-testid="comment-block">
          {state.block.message}
        </p>
      ) : (
        <CommentComposer
          label={`Join the conversation as ${state.me.name}`}
          submitLabel="Post comment"
          note={state.isHeldNext ? "Your first comment waits for an editor's approval." : undefined}
          onSubmit={async (body) => {
            const posted = await actions.post(body, null);
            toast.success(posted.isHeld ? "Sent: it shows once an editor approves it." : "Comment posted");
          }}
        />
      )}
      {comments.length > 0 || held.length > 0 ? (
        <ol className="flex flex-col gap-8" aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} me={state} actions={actions} canTakeReplies />
          ))}
          {held.map((comment) => (
            <CommentItem key={comment.id} comment={comment} me={state} actions={actions} canTakeReplies={false} isHeld />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function SignInInvitation({ href }: { href: string }) {
  return (
    <p className="text-sm">
      <a href={href} className="font-medium text-accent underline underline-offset-4">
        Sign in to join the conversation
      </a>
    </p>
  );
}
