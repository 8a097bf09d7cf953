import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPlanPrice } from "@/lib/format-plan-price";

export type FiguresRow = {
  key: string;
  label: ReactNode;
  /** Null where views are not a property of the row (a channel). */
  views: number | null;
  members: number;
  subscriptions: number;
  mrrCents: number;
};

const number = "w-24 text-right tabular-nums";

/**
 * What pages and sources brought (#27): views, members who joined, subscriptions started and their
 * monthly recurring revenue. The table is the region named by the title; on a phone it scrolls
 * sideways in its own box.
 */
export function FiguresTable({
  title,
  rows,
  nameLabel = "Name",
  empty,
}: {
  title: string;
  rows: FiguresRow[];
  nameLabel?: string;
  empty: string;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>
      ) : (
        <Table label={title} tableClassName="min-w-[32rem] table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>{nameLabel}</TableHead>
              <TableHead className={number}>Views</TableHead>
              <TableHead className={number}>Members</TableHead>
              <TableHead className={number}>Subscriptions</TableHead>
              <TableHead className={`${number} pr-0`}>MRR</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="truncate" title={typeof row.label === "string" ? row.label : undefined}>
                  {row.label}
                </TableHead>
                <TableCell className={number}>{row.views ?? "—"}</TableCell>
                <TableCell className={number}>{row.members}</TableCell>
                <TableCell className={number}>{row.subscriptions}</TableCell>
                <TableCell className={`${number} pr-0`}>{formatMrr(row.mrrCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

/** Monthly recurring revenue in the plans' currency (USD, as the pricing page shows it). */
export function formatMrr(cents: number): string {
  return formatPlanPrice({ amount: cents, currency: "usd" });
}
