import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { hasRole } from "@/server/auth/permissions";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listMembers } from "@/server/accounts/list-members";
import { describeMemberSubscription } from "@/server/billing/describe-member-subscription";
import { LocalTime } from "@/components/admin/local-time";
import { Pagination } from "@/components/admin/pagination";

export const metadata: Metadata = { title: "Members" };

export default async function AdminMembersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/members");
  const params = await searchParams;
  const result = await listMembers({
    actor,
    query: { q: typeof params.q === "string" ? params.q : undefined, page: typeof params.page === "string" ? params.page : undefined },
  });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Members</h1>
        {hasRole(actor, "owner") ? (
          <a
            href="/api/admin/members/export"
            download
            className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Export CSV
          </a>
        ) : null}
      </div>
      <form method="get" role="search" aria-label="Search members" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Email or handle
          <input
            name="q"
            type="search"
            defaultValue={result.query.q ?? ""}
            className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <button
          type="submit"
          className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Search
        </button>
      </form>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
        {result.total} {result.total === 1 ? "member" : "members"}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[680px] text-left text-sm">
          <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Email
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Handle
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Role
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Subscription
              </th>
              <th scope="col" className="py-2 font-medium">
                Joined
              </th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((member) => (
              <tr key={member.id} className="border-b border-zinc-100 dark:border-zinc-900">
                <td className="py-3 pr-3">
                  <Link href={`/admin/members/${member.id}`} className="underline-offset-2 hover:underline">
                    {member.email}
                  </Link>
                </td>
                <td className="py-3 pr-3">@{member.handle}</td>
                <td className="py-3 pr-3 capitalize">{member.role}</td>
                <td className="py-3 pr-3" data-testid="member-subscription">
                  {describeMemberSubscription(member.subscription).short}
                </td>
                <td className="py-3">
                  <LocalTime iso={member.createdAt.toISOString()} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={result.page} pageCount={result.pageCount} params={{ q: result.query.q }} basePath="/admin/members" />
    </>
  );
}
