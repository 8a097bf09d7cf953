import Link from "next/link";
import { LocalTime } from "@/components/admin/local-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AttributedPerson } from "@/server/attribution/list-attributed-people";
import { channelLabel } from "./channel-labels";

/** The newest members and subscriptions a page brought, whenever they came (#27). */
export function AttributedPeopleTable({ people }: { people: AttributedPerson[] }) {
  return (
    <div className="min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 className="mb-2 font-semibold">Who it brought</h2>
      {people.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No member has joined or subscribed from this post yet.</p>
      ) : (
        <Table label="Who it brought" tableClassName="min-w-[36rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Member</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Channel</TableHead>
              <TableHead>Referrer</TableHead>
              <TableHead className="pr-0">When</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {people.map((person) => (
              <TableRow key={`${person.subject}-${person.userId}-${person.at.getTime()}`}>
                <TableHead scope="row" className="break-all">
                  <Link href={`/admin/members/${person.userId}`} className="underline underline-offset-2">
                    {person.email}
                  </Link>
                </TableHead>
                <TableCell>{person.subject === "member" ? "Joined" : `Subscribed${person.plan ? ` (${person.plan})` : ""}`}</TableCell>
                <TableCell>{channelLabel(person.channel)}</TableCell>
                <TableCell className="break-all">{person.referrerDomain ?? "—"}</TableCell>
                <TableCell className="pr-0">
                  <LocalTime iso={person.at.toISOString()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
