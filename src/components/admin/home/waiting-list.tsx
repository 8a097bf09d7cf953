import Link from "next/link";
import type { WaitingItems } from "@/server/admin-home/count-waiting-items";
import { countOf } from "@/lib/plural";

/** Each kind of waiting work with its count and the page that deals with it; a calm line when nothing waits. */
export function WaitingList({ waiting }: { waiting: WaitingItems }) {
  const rows = [
    {
      count: waiting.reportedComments,
      text: countOf(waiting.reportedComments, "reported comment"),
      href: "/admin/comments?status=reported",
    },
    {
      count: waiting.heldComments,
      text: countOf(waiting.heldComments, "comment", "comments") + " held for review",
      href: "/admin/comments?status=held",
    },
    { count: waiting.subscriptionRequests, text: countOf(waiting.subscriptionRequests, "subscription request"), href: "/admin/requests" },
  ];
  if (rows.every((row) => row.count === 0)) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing is waiting.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {rows.map((row) => (
        <li key={row.href}>
          <Link
            href={row.href}
            className={`underline-offset-2 hover:underline ${row.count > 0 ? "font-medium" : "text-zinc-600 dark:text-zinc-400"}`}
          >
            {row.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
