import Link from "next/link";
import { rangeLabels, rangePresets, type DateRange } from "@/lib/analytics-range";

const dayInput = "w-32 rounded-md border border-zinc-300 px-2 py-1 font-mono dark:border-zinc-700 dark:bg-zinc-900";

/**
 * Preset links and a custom from/to form: plain GET navigation, no client JavaScript needed.
 * The days are typed as the page writes them (YYYY-MM-DD, UTC), not in the browser's own date
 * format, so what the fields say and what the page says are the same dates.
 */
export function RangePicker({
  range,
  typed,
  errorId,
  basePath = "/admin/analytics",
}: {
  range: DateRange;
  typed?: { from?: string; to?: string };
  errorId?: string;
  /** The page the links and the form go to (the dashboard, the sources page, a post's figures). */
  basePath?: string;
}) {
  const lastDay = range.days.at(-1) ?? "";
  return (
    <nav aria-label="Date range" className="flex flex-wrap items-end gap-3">
      <ul className="flex flex-wrap gap-1">
        {rangePresets
          .filter((preset) => preset !== "custom")
          .map((preset) => (
            <li key={preset}>
              <Link
                href={`${basePath}?range=${preset}`}
                aria-current={range.preset === preset ? "page" : undefined}
                className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm aria-[current=page]:bg-zinc-900 aria-[current=page]:text-white dark:border-zinc-700 dark:aria-[current=page]:bg-zinc-100 dark:aria-[current=page]:text-zinc-900"
              >
                {rangeLabels[preset]}
              </Link>
            </li>
          ))}
      </ul>
      <form action={basePath} method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <input type="hidden" name="range" value="custom" />
        <label className="flex flex-col">
          From (YYYY-MM-DD)
          <input
            type="text"
            name="from"
            required
            inputMode="numeric"
            pattern="\d{4}-\d{2}-\d{2}"
            placeholder="YYYY-MM-DD"
            defaultValue={typed?.from ?? range.days[0]}
            aria-describedby={errorId}
            aria-invalid={errorId ? true : undefined}
            className={dayInput}
          />
        </label>
        <label className="flex flex-col">
          To (YYYY-MM-DD)
          <input
            type="text"
            name="to"
            required
            inputMode="numeric"
            pattern="\d{4}-\d{2}-\d{2}"
            placeholder="YYYY-MM-DD"
            defaultValue={typed?.to ?? lastDay}
            aria-describedby={errorId}
            aria-invalid={errorId ? true : undefined}
            className={dayInput}
          />
        </label>
        <button type="submit" className="rounded-md border border-zinc-300 px-3 py-1.5 dark:border-zinc-700">
          Apply
        </button>
      </form>
    </nav>
  );
}
