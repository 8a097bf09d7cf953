import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listAdminPosts } from "@/server/posts/list-admin-posts";
import { listAdminTags } from "@/server/posts/list-admin-tags";
import { LocalTime } from "@/components/admin/local-time";
import { StatusBadge } from "@/components/admin/status-badge";
import { AccessBadge } from "@/components/admin/access-badge";
import { postAccessLabels, postAccessLevels } from "@/lib/post-access";
import { Pagination } from "@/components/admin/pagination";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export const metadata: Metadata = { title: "Posts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminPostsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/posts");
  const params = await searchParams;
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : undefined);
  const [result, tagList] = await Promise.all([
    listAdminPosts({
      actor,
      query: {
        status: one("status") as never,
        access: one("access") as never,
        tag: one("tag") || undefined,
        q: one("q") || undefined,
        sort: one("sort") as never,
        page: one("page") as never,
      },
    }),
    listAdminTags({ actor }),
  ]);
  const { query } = result;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Posts</h1>
        <Link href="/admin/posts/new" className={buttonClasses()}>
          New post
        </Link>
      </div>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3 text-sm" role="search" aria-label="Filter posts">
        <label className="flex flex-col gap-1">
          Title
          <Input name="q" type="search" defaultValue={query.q ?? ""} placeholder="Search titles" />
        </label>
        <label className="flex flex-col gap-1">
          Status
          <Select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </Select>
        </label>
        <label className="flex flex-col gap-1">
          Who can read
          <Select name="access" defaultValue={query.access ?? ""}>
            <option value="">Any</option>
            {postAccessLevels.map((level) => (
              <option key={level} value={level}>
                {postAccessLabels[level]}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1">
          Tag
          <Select name="tag" defaultValue={query.tag ?? ""}>
            <option value="">Any</option>
            {tagList.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1">
          Sort by
          <Select name="sort" defaultValue={query.sort}>
            <option value="updated">Last updated</option>
            <option value="published">Published date</option>
          </Select>
        </label>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {result.total} {result.total === 1 ? "post" : "posts"}
      </p>
      {result.items.length === 0 ? (
        <EmptyState className="mt-6" title="No posts match." />
      ) : (
        <Table label="Posts" className="mt-3" tableClassName="min-w-[640px]">
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Access</TableHead>
              <TableHead>Author</TableHead>
              <TableHead>Tags</TableHead>
              <TableHead>Published</TableHead>
              <TableHead>Updated</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.items.map((post) => (
              <TableRow key={post.id}>
                <TableHead scope="row">
                  <Link href={`/admin/posts/${post.id}`} className="font-medium underline-offset-2 hover:underline">
                    {post.title}
                  </Link>
                  <div className="text-xs text-zinc-600 dark:text-zinc-400">
                    /{post.slug} ·{" "}
                    <Link href={`/admin/posts/${post.id}/figures`} className="underline underline-offset-2">
                      Figures<span className="sr-only"> for {post.title}</span>
                    </Link>
                  </div>
                </TableHead>
                <TableCell>
                  <StatusBadge status={post.status} />
                </TableCell>
                <TableCell>
                  <AccessBadge access={post.access} />
                </TableCell>
                <TableCell>{post.authorName ?? `@${post.authorHandle}`}</TableCell>
                <TableCell>{post.tagNames.join(", ") || "—"}</TableCell>
                <TableCell>
                  <LocalTime iso={post.publishedAt?.toISOString() ?? null} />
                </TableCell>
                <TableCell>
                  <LocalTime iso={post.updatedAt.toISOString()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        params={{ q: query.q, status: query.status, access: query.access, tag: query.tag, sort: query.sort }}
        basePath="/admin/posts"
      />
    </>
  );
}
