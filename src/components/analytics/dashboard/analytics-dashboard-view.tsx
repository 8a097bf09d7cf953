import Link from "next/link";
import type { DateRange } from "@/lib/analytics-range";
import type { AnalyticsDashboard } from "@/server/analytics/get-analytics-dashboard";
import type { BreakdownRow } from "@/server/analytics/count-events-by";
import { BreakdownTable, type BreakdownItem } from "./breakdown-table";
import { countOf } from "@/lib/plural";
import { DailyChart, type ChartSeries } from "./daily-chart";
import { DailyTable } from "./daily-table";
import { RangePicker } from "./range-picker";
import { FormMessage } from "@/components/ui/form-message";

// Mid-tone colours that keep contrast on both the light and the dark background.
const trafficSeries: ChartSeries[] = [
  { key: "visitors", label: "Visitors", color: "#0284c7" },
  { key: "pageViews", label: "Page views", color: "#9333ea" },
];
const growthSeries: ChartSeries[] = [
  { key: "accounts", label: "New accounts", color: "#059669" },
  { key: "subscriptions", label: "New subscriptions", color: "#d97706" },
];

const items = (rows: BreakdownRow[]): BreakdownItem[] =>
  rows.map((row) => ({ key: row.label, label: row.label, events: row.events, visitors: row.visitors }));

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function AnalyticsDashboardView({
  range,
  dashboard,
  rangeError,
  typed,
}: {
  range: DateRange;
  dashboard: AnalyticsDashboard;
  rangeError: string | null;
  /** What the editor typed into a custom range that could not be used. */
  typed?: { from?: string; to?: string };
}) {
  const { overview, newAccounts, newSubscriptions } = dashboard;
  const growth = newAccounts.map((point, index) => ({
    day: point.day,
    accounts: point.count,
    subscriptions: newSubscriptions.perDay[index]?.count ?? 0,
  }));
  const totalAccounts = newAccounts.reduce((sum, point) => sum + point.count, 0);
  const totalSubscriptions = newSubscriptions.perDay.reduce((sum, point) => sum + point.count, 0);
  return (
    // The admin layout holds the page's <main>.
    <div className="mx-auto max-w-6xl space-y-6">
      {/* Not <header>: streamed, it reaches the HTML outside <main>, where it would be a second banner. */}
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold">Analytics</h1>
          <Link href="/admin/analytics/sources" className="text-sm font-medium underline underline-offset-4">
            Sources and the posts that bring members
          </Link>
        </div>
        <RangePicker range={range} typed={typed} errorId={rangeError ? "range-error" : undefined} />
        {rangeError ? (
          <FormMessage id="range-error" tone="error">
            That range could not be used: {rangeError}. Showing the last 30 days instead.
          </FormMessage>
        ) : null}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {range.days[0]} to {range.days.at(-1)} (UTC). Visitors are counted per day without cookies.
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label="Unique visitors" value={overview.visitors} />
        <Stat label="Page views" value={overview.pageViews} />
        <Stat label="New accounts" value={totalAccounts} />
        <Stat label="New subscriptions" value={newSubscriptions.isAvailable ? totalSubscriptions : "not available"} />
      </dl>

      <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="traffic-title">
        <h2 id="traffic-title" className="mb-2 font-semibold">
          Visitors and page views per day
        </h2>
        <DailyChart kind="line" data={overview.trend} series={trafficSeries} />
        <DailyTable caption="Visitors and page views per day" data={overview.trend} series={trafficSeries} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <BreakdownTable
          title="Top posts"
          items={dashboard.topPosts.map((post) => ({ key: post.slug, label: post.title, events: post.pageViews, visitors: post.visitors }))}
        />
        <BreakdownTable title="Top pages" items={items(dashboard.topPages)} />
        <BreakdownTable title="Top referrers" items={items(dashboard.referrers)} empty="No referred visits in this range." />
        <BreakdownTable title="UTM sources" items={items(dashboard.utmSources)} empty="No campaign visits in this range." />
        <BreakdownTable title="Devices" items={items(dashboard.devices.devices)} />
        <BreakdownTable title="Browsers" items={items(dashboard.devices.browsers)} />
        <BreakdownTable title="Operating systems" items={items(dashboard.devices.systems)} />
        <BreakdownTable
          title="Countries"
          items={items(dashboard.countries)}
          empty="Not available: no country lookup is installed. Countries appear when a trusted proxy sends a country header."
        />
        <BreakdownTable title="Outbound link clicks" items={items(dashboard.outboundClicks)} countLabel="Clicks" />
        <BreakdownTable title="File downloads" items={items(dashboard.fileDownloads)} countLabel="Downloads" />
        <BreakdownTable title="Top searches" items={items(dashboard.topSearches)} countLabel="Searches" />
        <BreakdownTable title="Searches with no results" items={items(dashboard.searchesWithoutResults)} countLabel="Searches" />
      </div>

      <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="upsell-title">
        <h2 id="upsell-title" className="mb-2 font-semibold">
          Search attempts without a subscription
        </h2>
        <p className="text-sm">
          <span className="text-2xl font-semibold tabular-nums">{countOf(dashboard.noSubscriptionSearches.attempts, "attempt")}</span> by{" "}
          <span className="tabular-nums">{countOf(dashboard.noSubscriptionSearches.visitors, "visitor")}</span> — readers who wanted search
          but have no subscription.
        </p>
      </section>

      <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="growth-title">
        <h2 id="growth-title" className="mb-2 font-semibold">
          New accounts and subscriptions per day
        </h2>
        {newSubscriptions.isAvailable ? null : (
          <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">New subscriptions: not available yet.</p>
        )}
        <DailyChart kind="bar" data={growth} series={growthSeries} />
        <DailyTable caption="New accounts and subscriptions per day" data={growth} series={growthSeries} />
      </section>
    </div>
  );
}
