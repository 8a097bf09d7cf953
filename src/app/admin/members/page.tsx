import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { hasRole } from "@/server/auth/permissions";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listMembers } from "@/server/accounts/list-members";
import { describeMemberSubscription } from "@/server/billing/describe-member-subscription";
import { LocalTime } from "@/components/admin/local-time";
import { Pagination } from "@/components/admin/pagination";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextField } from "@/components/ui/text-field";

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
          <a href="/api/admin/members/export" download className={buttonClasses({ variant: "secondary" })}>
            Export CSV
          </a>
        ) : null}
      </div>
      <form method="get" role="search" aria-label="Search members" className="mt-6 flex flex-wrap items-end gap-3">
        <TextField label="Email or handle" name="q" id="members-q" type="search" defaultValue={result.query.q ?? ""} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
        {result.total} {result.total === 1 ? "member" : "members"}
      </p>
      {result.items.length === 0 ? (
        <EmptyState className="mt-3" title="No members match." />
      ) : (
        <Table label="Members" className="mt-3" tableClassName="min-w-[680px]">
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead>Handle</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Subscription</TableHead>
              <TableHead>Joined</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.items.map((member) => (
              <TableRow key={member.id}>
                <TableHead scope="row">
                  <Link href={`/admin/members/${member.id}`} className="underline-offset-2 hover:underline">
                    {member.email}
                  </Link>
                </TableHead>
                <TableCell>@{member.handle}</TableCell>
                <TableCell className="capitalize">{member.role}</TableCell>
                <TableCell data-testid="member-subscription">{describeMemberSubscription(member.subscription).short}</TableCell>
                <TableCell>
                  <LocalTime iso={member.createdAt.toISOString()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} params={{ q: result.query.q }} basePath="/admin/members" />
    </>
  );
}
