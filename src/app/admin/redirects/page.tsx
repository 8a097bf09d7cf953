import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listRedirects } from "@/server/redirects/list-redirects";
import { CreateRedirectForm, EditRedirectForm } from "@/components/admin/redirect-forms";
import { Pagination } from "@/components/admin/pagination";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export const metadata: Metadata = { title: "Redirects" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Old addresses (from imports, or added here) that answer 301 to a post. */
export default async function AdminRedirectsPage({ searchParams }: Props) {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/redirects");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q : undefined;
  const result = await listRedirects({ actor, query: q, page: Number(typeof params.page === "string" ? params.page : 1) || 1 });
  return (
    <>
      <h1 className="text-2xl font-bold">Redirects</h1>
      <p className="mt-2 max-w-prose text-sm text-zinc-600 dark:text-zinc-400">
        An old address answers a permanent redirect (301) to the post, so links to the site you moved from keep working.
      </p>
      <div className="mt-6">
        <CreateRedirectForm />
      </div>
      <form method="get" role="search" aria-label="Search redirects" className="mt-8 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Old address or post title
          <Input name="q" type="search" defaultValue={q ?? ""} />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <h2 className="mt-6 text-lg font-semibold">
        {result.total} {result.total === 1 ? "redirect" : "redirects"}
      </h2>
      <ul className="mt-3 space-y-3">
        {result.items.map((item) => (
          <EditRedirectForm key={`${item.path}:${item.slug}`} redirect={item} />
        ))}
      </ul>
      <Pagination page={result.page} pageCount={result.pageCount} params={{ q }} basePath="/admin/redirects" />
    </>
  );
}
