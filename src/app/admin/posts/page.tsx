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
  const field = "rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Posts</h1>
        <Link
          href="/admin/posts/new"
          className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900"
        >
          New post
        </Link>
      </div>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search" aria-label="Filter posts">
        <label className="flex flex-col gap-1 text-sm">
          Title
          <input name="q" type="search" defaultValue={query.q ?? ""} className={field} placeholder="Search titles" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Status
          <select name="status" defaultValue={query.status ?? ""} className={field}>
            <option value="">Any</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Who can read
          <select name="access" defaultValue={query.access ?? ""} className={field}>
            <option value="">Any</option>
            {postAccessLevels.map((level) => (
              <option key={level} value={level}>
                {postAccessLabels[level]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Tag
          <select name="tag" defaultValue={query.tag ?? ""} className={field}>
            <option value="">Any</option>
            {tagList.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Sort by
          <select name="sort" defaultValue={query.sort} className={field}>
            <option value="updated">Last updated</option>
            <option value="published">Published date</option>
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Apply
        </button>
      </form>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {result.total} {result.total === 1 ? "post" : "posts"}
      </p>
      {result.items.length === 0 ? (
        <p className="mt-6 rounded-md border border-dashed border-zinc-300 p-8 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No posts match.
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Title
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Access
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Author
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Tags
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Published
                </th>
                <th scope="col" className="py-2 font-medium">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((post) => (
                <tr key={post.id} className="border-b border-zinc-100 align-top dark:border-zinc-900">
                  <td className="py-3 pr-3">
                    <Link href={`/admin/posts/${post.id}`} className="font-medium underline-offset-2 hover:underline">
                      {post.title}
                    </Link>
                    <div className="text-xs text-zinc-600 dark:text-zinc-400">
                      /{post.slug} ·{" "}
                      <Link href={`/admin/posts/${post.id}/figures`} className="underline underline-offset-2">
                        Figures<span className="sr-only"> for {post.title}</span>
                      </Link>
                    </div>
                  </td>
                  <td className="py-3 pr-3">
                    <StatusBadge status={post.status} />
                  </td>
                  <td className="py-3 pr-3">
                    <AccessBadge access={post.access} />
                  </td>
                  <td className="py-3 pr-3">{post.authorName ?? `@${post.authorHandle}`}</td>
                  <td className="py-3 pr-3">{post.tagNames.join(", ") || "—"}</td>
                  <td className="py-3 pr-3">
                    <LocalTime iso={post.publishedAt?.toISOString() ?? null} />
                  </td>
                  <td className="py-3">
                    <LocalTime iso={post.updatedAt.toISOString()} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
