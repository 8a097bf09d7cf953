import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listSubscriptionRequests } from "@/server/membership/list-subscription-requests";
import { getEnv } from "@/server/env";
import { LocalTime } from "@/components/admin/local-time";
import { SubscriptionRequestAnswer } from "@/components/admin/subscription-request-answer";

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
        <p className="mt-6 rounded-md border border-dashed border-zinc-300 p-8 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No requests in the last 30 days.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Member
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Note
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Asked
                </th>
                <th scope="col" className="py-2 font-medium">
                  Answer
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id} className="border-b border-zinc-100 align-top dark:border-zinc-900" data-testid="subscription-request">
                  <td className="py-3 pr-3">
                    <Link href={`/admin/members/${request.userId}`} className="font-medium break-all underline-offset-2 hover:underline">
                      {request.email}
                    </Link>
                  </td>
                  <td className="py-3 pr-3 capitalize">{request.plan}</td>
                  <td className="max-w-xs py-3 pr-3 whitespace-pre-wrap">{request.note || "—"}</td>
                  <td className="py-3 pr-3">
                    <LocalTime iso={request.updatedAt.toISOString()} />
                  </td>
                  <td className="py-3">
                    {request.status === "pending" ? (
                      <SubscriptionRequestAnswer requestId={request.id} email={request.email} />
                    ) : (
                      <span>{statusLabel[request.status]}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
