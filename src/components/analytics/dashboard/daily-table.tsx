import type { ChartSeries } from "./daily-chart";

/** The numbers behind a daily chart, in a collapsible table. */
export function DailyTable({ caption, data, series }: { caption: string; data: Record<string, string | number>[]; series: ChartSeries[] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Show the numbers</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 font-medium">
              Day
            </th>
            {series.map((item) => (
              <th key={item.key} scope="col" className="py-1 text-right font-medium">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={String(row.day)} className="border-t border-zinc-200 dark:border-zinc-800">
              <th scope="row" className="py-1 font-normal tabular-nums">
                {row.day}
              </th>
              {series.map((item) => (
                <td key={item.key} className="py-1 text-right tabular-nums">
                  {row[item.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
