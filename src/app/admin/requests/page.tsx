import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listSubscriptionRequests } from "@/server/membership/list-subscription-requests";
import { getEnv } from "@/server/env";
import { LocalTime } from "@/components/admin/local-time";
import { SubscriptionRequestAnswer } from "@/components/admin/subscription-request-answer";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export const metadata: Metadata = { title: "Subscription requests" };

const statusLabel = { pending: "Waiting", granted: "Granted", declined: "Declined" } as const;

/** Requests from the pricing page of a site without Stripe (#27): grant a complimentary subscription in one click. */
export default async function AdminRequestsPage() {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/requests");
  const requests = await listSubscriptionRequests({ actor });
  const contact = getEnv().CONTACT_EMAIL;
  return (
    <>
      <h1 className="text-2xl font-bold">Subscription requests</h1>
      <p className="mt-2 max-w-2xl text-sm text-zinc-600 dark:text-zinc-400">
        Without online payment, readers ask for a subscription from the pricing page. Each request is mailed to{" "}
        {contact ? contact : "the owners"}. Granting gives a complimentary subscription with no end date; the reader sees the answer on
        their account page.
      </p>
      {requests.length === 0 ? (
        <EmptyState className="mt-6" title="No requests in the last 30 days." />
      ) : (
        <Table label="Subscription requests" className="mt-6" tableClassName="min-w-[640px]">
          <TableHeader>
            <TableRow>
              <TableHead>Member</TableHead>
              <TableHead>Plan</TableHead>
              <TableHead>Note</TableHead>
              <TableHead>Asked</TableHead>
              <TableHead>Answer</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.map((request) => (
              <TableRow key={request.id} data-testid="subscription-request">
                <TableCell className="py-3">
                  <Link href={`/admin/members/${request.userId}`} className="font-medium break-all underline-offset-2 hover:underline">
                    {request.email}
                  </Link>
                </TableCell>
                <TableCell className="py-3 capitalize">{request.plan}</TableCell>
                <TableCell className="max-w-xs py-3 whitespace-pre-wrap">{request.note || "—"}</TableCell>
                <TableCell className="py-3">
                  <LocalTime iso={request.updatedAt.toISOString()} />
                </TableCell>
                <TableCell className="py-3">
                  {request.status === "pending" ? (
                    <SubscriptionRequestAnswer requestId={request.id} email={request.email} />
                  ) : (
                    <Badge tone={request.status === "granted" ? "success" : "neutral"}>{statusLabel[request.status]}</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
