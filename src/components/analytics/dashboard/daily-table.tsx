import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ChartSeries } from "./daily-chart";

const number = "text-right tabular-nums";

/** The numbers behind a daily chart, in a collapsible table. */
export function DailyTable({ caption, data, series }: { caption: string; data: Record<string, string | number>[]; series: ChartSeries[] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Show the numbers</summary>
      {/* Named apart from the chart's section, which carries the caption's words as its heading. */}
      <Table label={`${caption}, in numbers`} className="mt-2">
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Day</TableHead>
            {series.map((item) => (
              <TableHead key={item.key} className={number}>
                {item.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((row) => (
            <TableRow key={String(row.day)}>
              <TableHead scope="row" className="tabular-nums">
                {row.day}
              </TableHead>
              {series.map((item) => (
                <TableCell key={item.key} className={number}>
                  {row[item.key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
