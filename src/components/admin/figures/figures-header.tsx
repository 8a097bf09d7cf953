import Link from "next/link";
import type { ReactNode } from "react";
import { RangePicker } from "@/components/analytics/dashboard/range-picker";
import type { DateRange } from "@/lib/analytics-range";
import { FormMessage } from "@/components/ui/form-message";

type Props = {
  title: ReactNode;
  back: { href: string; label: string };
  basePath: string;
  range: DateRange;
  rangeError: string | null;
  typed?: { from?: string; to?: string };
};

/** A figures page's top: where to go back to, its title and the date range (presets and a custom range). */
export function FiguresHeader({ title, back, basePath, range, rangeError, typed }: Props) {
  return (
    <header className="space-y-3">
      <Link href={back.href} className="text-sm text-zinc-600 underline-offset-4 hover:underline dark:text-zinc-400">
        ← {back.label}
      </Link>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      <RangePicker range={range} typed={typed} errorId={rangeError ? "range-error" : undefined} basePath={basePath} />
      {rangeError ? (
        <FormMessage id="range-error" tone="error">
          That range could not be used: {rangeError}. Showing the last 30 days instead.
        </FormMessage>
      ) : null}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {range.days[0]} to {range.days.at(-1)} (UTC). Members and subscriptions are counted by the last public page read, and the
        visit&apos;s source, before joining or subscribing; MRR is what those subscriptions still pay each month.
      </p>
    </header>
  );
}
