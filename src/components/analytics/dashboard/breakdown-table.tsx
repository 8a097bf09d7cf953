import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export type BreakdownItem = { label: ReactNode; key: string; events: number; visitors: number };

const count = "w-20 text-right tabular-nums";

/** A top list as a real table: name, count and unique visitors. The table is the region named by the title. */
export function BreakdownTable({
  title,
  items,
  countLabel = "Views",
  empty = "Nothing recorded in this range.",
}: {
  title: string;
  items: BreakdownItem[];
  countLabel?: string;
  empty?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {items.length === 0 ? (
        <EmptyState title={empty} className="p-4" />
      ) : (
        // Fixed layout: the counts take what they need and the name gets the rest of the width.
        <Table label={title} tableClassName="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className={count}>{countLabel}</TableHead>
              <TableHead className={count}>Visitors</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.key}>
                <TableHead scope="row" className="truncate" title={typeof item.label === "string" ? item.label : undefined}>
                  {item.label}
                </TableHead>
                <TableCell className={count}>{item.events}</TableCell>
                <TableCell className={count}>{item.visitors}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
