import Link from "next/link";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { rangeLabels, rangePresets, type DateRange } from "@/lib/analytics-range";

const dayInput = "w-32 font-mono";
const presetLink = buttonClasses({
  variant: "secondary",
  size: "sm",
  className:
    "font-normal aria-[current=page]:bg-zinc-900 aria-[current=page]:text-white dark:aria-[current=page]:bg-zinc-100 dark:aria-[current=page]:text-zinc-900",
});

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
              <Link href={`${basePath}?range=${preset}`} aria-current={range.preset === preset ? "page" : undefined} className={presetLink}>
                {rangeLabels[preset]}
              </Link>
            </li>
          ))}
      </ul>
      <form action={basePath} method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <input type="hidden" name="range" value="custom" />
        <label className="flex flex-col">
          From (YYYY-MM-DD)
          <Input
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
          <Input
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
        <Button type="submit" variant="secondary" size="sm">
          Apply
        </Button>
      </form>
    </nav>
  );
}
