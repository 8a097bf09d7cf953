import Link from "next/link";
import { rangeLabels, rangePresets, type DateRange } from "@/lib/analytics-range";

/** Preset links and a custom from/to form: plain GET navigation, no client JavaScript needed. */
export function RangePicker({ range }: { range: DateRange }) {
  const lastDay = range.days.at(-1) ?? "";
  return (
    <nav aria-label="Date range" className="flex flex-wrap items-end gap-3">
      <ul className="flex flex-wrap gap-1">
        {rangePresets
          .filter((preset) => preset !== "custom")
          .map((preset) => (
            <li key={preset}>
              <Link
                href={`/admin/analytics?range=${preset}`}
                aria-current={range.preset === preset ? "page" : undefined}
                className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm aria-[current=page]:bg-zinc-900 aria-[current=page]:text-white dark:border-zinc-700 dark:aria-[current=page]:bg-zinc-100 dark:aria-[current=page]:text-zinc-900"
              >
                {rangeLabels[preset]}
              </Link>
            </li>
          ))}
      </ul>
      <form action="/admin/analytics" method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <input type="hidden" name="range" value="custom" />
        <label className="flex flex-col">
          From
          <input
            type="date"
            name="from"
            required
            defaultValue={range.days[0]}
            className="rounded-md border border-zinc-300 px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <label className="flex flex-col">
          To
          <input
            type="date"
            name="to"
            required
            defaultValue={lastDay}
            className="rounded-md border border-zinc-300 px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <button type="submit" className="rounded-md border border-zinc-300 px-3 py-1.5 dark:border-zinc-700">
          Apply
        </button>
      </form>
    </nav>
  );
}
