"use client";

import { useId, useState } from "react";
import { reportReasonMaxLength } from "@/lib/comment-rules";
import type { MyCommentState, ThreadComment } from "@/lib/comment-thread";
import { toast } from "@/components/ui/toast";
import { MemberAvatar } from "@/components/account/member-avatar";
import { CommentComposer } from "./comment-composer";
import { CommentText } from "./comment-text";
import type { CommentActions } from "./use-comment-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";

type CommentItemProps = {
  comment: ThreadComment;
  /** Null: nobody signed in. */
  me: MyCommentState | null;
  actions: CommentActions;
  /** Top-level comments take replies; replies do not (one level). */
  canTakeReplies: boolean;
  isHeld?: boolean;
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
// Quiet actions under a comment: ghost Buttons, the row pulled left by their padding so the first lines up with the text.
const action = "text-zinc-600 dark:text-zinc-400";

/** One comment with what the reader may do to it, and its replies below. */
export function CommentItem({ comment, me, actions, canTakeReplies, isHeld = false }: CommentItemProps) {
  const [mode, setMode] = useState<"read" | "reply" | "edit" | "report">("read");
  const mine = me?.mine.find((each) => each.id === comment.id);
  const isMine = Boolean(mine) || isHeld;
  // Until when, as the server said on loading; past it, the server refuses with the reason.
  const mayEdit = Boolean(mine?.editableUntil);
  const mayAct = Boolean(me && !me.block);
  const isLiked = Boolean(me?.liked.includes(comment.id));
  const run = (work: () => Promise<void>, done?: string) =>
    void work().then(
      () => done && toast.success(done),
      (error: unknown) => toast.error(error instanceof Error ? error.message : "Something went wrong."),
    );

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-20" data-testid="comment">
      <article aria-label={comment.author ? `Comment by ${comment.author.name}` : "Comment"} className="flex flex-col gap-2">
        {comment.state === "visible" && comment.author ? (
          <>
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <MemberAvatar name={comment.author.name} image={comment.author.image} size="sm" />
              <span className="font-semibold" data-testid="comment-author-name">
                {comment.author.name}
              </span>
              <span className="text-zinc-600 dark:text-zinc-400">@{comment.author.handle}</span>
              {comment.author.isEditor ? <Badge tone="success">Editor</Badge> : null}
              <time dateTime={comment.createdAt} className="text-zinc-600 dark:text-zinc-400">
                {timeFormat.format(new Date(comment.createdAt))}
              </time>
              {comment.editedAt ? <span className="text-zinc-600 dark:text-zinc-400">(edited)</span> : null}
              {isHeld ? <Badge tone="warning">Waiting for an editor&apos;s approval</Badge> : null}
            </p>
            {mode === "edit" ? (
              <CommentComposer
                label="Edit your comment"
                submitLabel="Save"
                initial={comment.body}
                autoFocus
                onCancel={() => setMode("read")}
                onSubmit={async (body) => {
                  await actions.edit(comment.id, body);
                  setMode("read");
                }}
              />
            ) : (
              <CommentText body={comment.body} />
            )}
            {mode !== "edit" ? (
              <div className="-ml-3 flex flex-wrap items-center gap-1">
                {mayAct && !isHeld ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-pressed={isLiked}
                    className={action}
                    onClick={() => run(() => actions.like(comment.id, isLiked))}
                  >
                    {isLiked ? "Liked" : "Like"}
                    {comment.likes > 0 ? ` · ${comment.likes}` : ""}
                  </Button>
                ) : comment.likes > 0 ? (
                  <span className="px-3 text-sm text-zinc-600 dark:text-zinc-400">
                    {comment.likes} like{comment.likes === 1 ? "" : "s"}
                  </span>
                ) : null}
                {mayAct && canTakeReplies && !isHeld ? (
                  <Button variant="ghost" size="sm" className={action} onClick={() => setMode(mode === "reply" ? "read" : "reply")}>
                    Reply
                  </Button>
                ) : null}
                {mayEdit ? (
                  <Button variant="ghost" size="sm" className={action} onClick={() => setMode("edit")}>
                    Edit
                  </Button>
                ) : null}
                {isMine ? (
                  <ConfirmButton
                    label="Delete"
                    title="Delete your comment?"
                    description="Its text is gone for good."
                    confirmLabel="Delete"
                    variant="ghost"
                    size="sm"
                    className={action}
                    onConfirm={() => run(() => actions.remove(comment.id), "Comment deleted")}
                  />
                ) : null}
                {me && !isMine ? (
                  <Button variant="ghost" size="sm" className={action} onClick={() => setMode(mode === "report" ? "read" : "report")}>
                    Report
                  </Button>
                ) : null}
              </div>
            ) : null}
            {mode === "reply" ? (
              <CommentComposer
                label={`Reply to ${comment.author.name}`}
                submitLabel="Post reply"
                autoFocus
                onCancel={() => setMode("read")}
                note={me?.isHeldNext ? "Your first comment waits for an editor's approval." : undefined}
                onSubmit={async (body) => {
                  const posted = await actions.post(body, comment.id);
                  setMode("read");
                  toast.success(posted.isHeld ? "Sent: it shows once an editor approves it." : "Reply posted");
                }}
              />
            ) : null}
            {mode === "report" ? (
              <ReportForm
                onCancel={() => setMode("read")}
                onReport={(reason) => actions.report(comment.id, reason)}
                onDone={() => setMode("read")}
              />
            ) : null}
          </>
        ) : (
          <p className="text-sm text-zinc-600 italic dark:text-zinc-400">
            {comment.state === "deleted" ? "Deleted comment" : "Comment hidden by an editor"}
          </p>
        )}
      </article>
      {comment.replies.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-6 border-l-2 border-zinc-200 pl-4 sm:pl-6 dark:border-zinc-800" aria-label="Replies">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} me={me} actions={actions} canTakeReplies={false} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function ReportForm({
  onReport,
  onCancel,
  onDone,
}: {
  onReport: (reason: string) => Promise<void>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        void onReport(reason).then(
          () => {
            toast.success("Reported. The editors will look at it.");
            onDone();
          },
          (failure: unknown) => setError(failure instanceof Error ? failure.message : "Something went wrong."),
        );
      }}
    >
      <Field id={`${id}-reason`} label="Why report this comment?">
        {(control) => (
          <Input
            {...control}
            name="reason"
            value={reason}
            maxLength={reportReasonMaxLength}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Send report
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
