import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AttributedPeopleTable } from "@/components/admin/figures/attributed-people-table";
import { FiguresHeader } from "@/components/admin/figures/figures-header";
import { formatMrr } from "@/components/admin/figures/figures-table";
import { readRangeParams } from "@/server/analytics/read-range-params";
import { listAttributedPeople } from "@/server/attribution/list-attributed-people";
import { listPostFigures } from "@/server/attribution/list-post-figures";
import { AppError } from "@/server/errors";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getPostForEdit } from "@/server/posts/get-post-for-edit";

export const metadata: Metadata = { title: "Post figures" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One post's figures (#27): views, members who joined from it, subscriptions started from it and their MRR, and who they are. */
export default async function PostFiguresPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const actor = await requireAdminPage("editor", `/admin/posts/${id}/figures`);
  const post = await getPostForEdit({ actor, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const { range, rangeError, typed } = readRangeParams(await searchParams);
  const [[figures], people] = await Promise.all([
    listPostFigures({ actor, range, postIds: [post.id] }),
    listAttributedPeople({ actor, pageKind: "post", pageId: post.id }),
  ]);
  const stats = [
    { label: "Views", value: String(figures?.views ?? 0) },
    { label: "Members who joined from it", value: String(figures?.members ?? 0) },
    { label: "Subscriptions started from it", value: String(figures?.subscriptions ?? 0) },
    { label: "Their monthly revenue (MRR)", value: formatMrr(figures?.mrrCents ?? 0) },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <FiguresHeader
        title={<>Figures: {post.title}</>}
        back={{ href: `/admin/posts/${post.id}`, label: "Edit the post" }}
        basePath={`/admin/posts/${post.id}/figures`}
        range={range}
        rangeError={rangeError}
        typed={typed}
      />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="post-figures">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <AttributedPeopleTable people={people} />
    </div>
  );
}
