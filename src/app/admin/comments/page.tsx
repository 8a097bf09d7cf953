import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { BanForm, CommentModerationButtons, UnbanButton } from "@/components/admin/comment-moderation";
import { LocalTime } from "@/components/admin/local-time";
import { Pagination } from "@/components/admin/pagination";
import { adminCommentStatuses, listAdminComments, listCommentBans, type AdminComment } from "@/server/comments/list-admin-comments";
import { requireAdminPage } from "@/server/http/require-page-session";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export const metadata: Metadata = { title: "Comments" };

const statusLabels: Record<(typeof adminCommentStatuses)[number], string> = {
  all: "All",
  reported: "Reported",
  held: "Waiting for approval",
  hidden: "Hidden",
  deleted: "Deleted",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCommentsPage({ searchParams }: Props) {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/comments");
  const params = await searchParams;
  const text = (key: string) => (typeof params[key] === "string" ? params[key] : undefined);
  const [result, bans] = await Promise.all([
    listAdminComments({
      actor,
      query: { status: text("status"), post: text("post"), member: text("member"), page: text("page") },
    }),
    listCommentBans({ actor }),
  ]);
  const { query } = result;
  return (
    <>
      <h1 className="text-2xl font-bold">Comments</h1>
      <form method="get" role="search" aria-label="Filter comments" className="mt-6 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          Show
          <Select name="status" defaultValue={query.status}>
            {adminCommentStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1">
          Post (slug)
          <Input name="post" type="search" defaultValue={query.post ?? ""} />
        </label>
        <label className="flex flex-col gap-1">
          Member (handle)
          <Input name="member" type="search" defaultValue={query.member ?? ""} />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
        {result.total} {result.total === 1 ? "comment" : "comments"}
      </p>
      {result.items.length === 0 ? (
        <EmptyState className="mt-3" title="Nothing here." />
      ) : (
        <ul className="mt-3 space-y-3">
          {result.items.map((comment) => (
            <CommentRow key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        params={{ status: query.status, post: query.post, member: query.member }}
        basePath="/admin/comments"
      />

      <section aria-labelledby="bans-title" className="mt-12 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <h2 id="bans-title" className="text-lg font-semibold">
          Banned from commenting
        </h2>
        {bans.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Nobody.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {bans.map((ban) => (
              <li key={ban.userId} className="flex flex-wrap items-center gap-3" data-testid="comment-ban">
                <Link href={`/admin/comments?member=${ban.handle}`} className="font-medium underline-offset-2 hover:underline">
                  @{ban.handle}
                </Link>
                <span>“{ban.reason}”</span>
                <span className="text-zinc-600 dark:text-zinc-400">
                  {ban.until ? (
                    <>
                      {ban.isActive ? "until" : "ended"} <LocalTime iso={ban.until.toISOString()} />
                    </>
                  ) : (
                    "until lifted"
                  )}
                </span>
                <UnbanButton userId={ban.userId} handle={ban.handle} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CommentRow({ comment }: { comment: AdminComment }) {
  const isHeld = comment.status === "held";
  return (
    <li className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800" data-testid="admin-comment">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <Link href={`/admin/comments?member=${comment.author.handle}`} className="font-medium underline-offset-2 hover:underline">
          {comment.author.name || comment.author.handle} (@{comment.author.handle})
        </Link>
        <span className="text-zinc-600 dark:text-zinc-400">
          on{" "}
          <Link href={`/admin/comments?post=${comment.post.slug}`} className="underline-offset-2 hover:underline">
            {comment.post.title}
          </Link>
          {comment.parentId ? " (a reply)" : ""} · <LocalTime iso={comment.createdAt.toISOString()} />
        </span>
        {isHeld ? <Badge tone="warning">Waiting for approval</Badge> : null}
        {comment.hiddenAt && !comment.deletedAt ? <Badge tone="neutral">Hidden</Badge> : null}
        {comment.deletedAt ? <Badge tone="neutral">Deleted</Badge> : null}
        {comment.editedAt ? <span className="text-xs text-zinc-600 dark:text-zinc-400">edited</span> : null}
        {comment.author.ban ? <Badge tone="danger">Author banned</Badge> : null}
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{comment.deletedAt ? <em>Deleted comment</em> : comment.body}</p>
      {comment.openReports.length > 0 ? (
        <ul className="mt-2 space-y-1 rounded-md bg-red-50 p-2 text-sm dark:bg-red-950" aria-label="Reports">
          {comment.openReports.map((report) => (
            <li key={`${report.reporterHandle}-${report.createdAt.toISOString()}`}>
              Reported by @{report.reporterHandle}: “{report.reason}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-col gap-2">
        <CommentModerationButtons
          commentId={comment.id}
          isHeld={isHeld}
          isHidden={Boolean(comment.hiddenAt)}
          isDeleted={Boolean(comment.deletedAt)}
          hasReports={comment.openReports.length > 0}
        />
        {comment.author.role === "reader" && !comment.author.ban ? (
          <BanForm userId={comment.author.id} handle={comment.author.handle} />
        ) : null}
      </div>
    </li>
  );
}
