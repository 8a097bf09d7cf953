import type { Metadata } from "next";
import { connection } from "next/server";
import { AnalyticsDashboardView } from "@/components/analytics/dashboard/analytics-dashboard-view";
import { rangeQuerySchema, resolveDateRange } from "@/lib/analytics-range";
import { describeZodError } from "@/server/errors";
import { getAnalyticsDashboard } from "@/server/analytics/get-analytics-dashboard";
import { requireRole } from "@/server/auth/session";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export default async function AnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  await requireRole("editor");
  const params = await searchParams;
  const typed = { from: first(params.from), to: first(params.to) };
  const parsed = rangeQuerySchema.safeParse({ range: first(params.range), ...typed });
  // A bad custom range is the editor's typo, not an error page: say so, keep what they typed
  // in the fields, and show the default range.
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? describeZodError(parsed.error).message);
  const range = resolveDateRange(parsed.success ? parsed.data : { range: "30d" });
  const dashboard = await getAnalyticsDashboard({ range });
  return <AnalyticsDashboardView range={range} dashboard={dashboard} rangeError={rangeError} typed={rangeError ? typed : undefined} />;
}
