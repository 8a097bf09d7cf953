import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { channelLabel } from "@/components/admin/figures/channel-labels";
import { FiguresHeader } from "@/components/admin/figures/figures-header";
import { FiguresTable, type FiguresRow } from "@/components/admin/figures/figures-table";
import { readRangeParams } from "@/server/analytics/read-range-params";
import { listPostFigures } from "@/server/attribution/list-post-figures";
import { listSourceFigures, type SourceFigures } from "@/server/attribution/list-source-figures";
import { requireAdminPage } from "@/server/http/require-page-session";

export const metadata: Metadata = { title: "Sources" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const rowsOf = (figures: SourceFigures[], name: (key: string | null) => string): FiguresRow[] =>
  figures.map((row) => ({ ...row, key: row.key ?? "(none)", label: name(row.key) }));

/** Per source (#27): what each referrer, UTM source and channel brought, and the posts that brought members. */
export default async function SourcesPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/analytics/sources");
  const { range, rangeError, typed } = readRangeParams(await searchParams);
  const [referrers, utmSources, channels, posts] = await Promise.all([
    listSourceFigures({ actor, range, dimension: "referrer" }),
    listSourceFigures({ actor, range, dimension: "utm" }),
    listSourceFigures({ actor, range, dimension: "channel" }),
    listPostFigures({ actor, range }),
  ]);
  const postRows: FiguresRow[] = posts.map((post) => ({
    ...post,
    key: post.postId,
    label: (
      <Link href={`/admin/posts/${post.postId}/figures`} className="underline-offset-2 hover:underline">
        {post.title}
      </Link>
    ),
  }));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <FiguresHeader
        title="Sources"
        back={{ href: "/admin/analytics", label: "Analytics" }}
        basePath="/admin/analytics/sources"
        range={range}
        rangeError={rangeError}
        typed={typed}
      />
      <FiguresTable
        title="Posts that brought members"
        nameLabel="Post"
        rows={postRows}
        empty="No member or subscription came from a post in this range."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <FiguresTable
          title="Referrers"
          nameLabel="Site"
          rows={rowsOf(referrers, (key) => key ?? "No referrer")}
          empty="Nothing recorded in this range."
        />
        <FiguresTable
          title="Campaigns (UTM source)"
          nameLabel="Source"
          rows={rowsOf(utmSources, (key) => key ?? "No UTM source")}
          empty="Nothing recorded in this range."
        />
      </div>
      <FiguresTable title="Channels" nameLabel="Channel" rows={rowsOf(channels, channelLabel)} empty="Nothing recorded in this range." />
    </div>
  );
}
