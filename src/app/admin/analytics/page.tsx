import type { Metadata } from "next";
import { connection } from "next/server";
import { AnalyticsDashboardView } from "@/components/analytics/dashboard/analytics-dashboard-view";
import { getAnalyticsDashboard } from "@/server/analytics/get-analytics-dashboard";
import { readRangeParams } from "@/server/analytics/read-range-params";
import { requireRole } from "@/server/auth/session";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  await requireRole("editor");
  const { range, rangeError, typed } = readRangeParams(await searchParams);
  const dashboard = await getAnalyticsDashboard({ range });
  return <AnalyticsDashboardView range={range} dashboard={dashboard} rangeError={rangeError} typed={typed} />;
}
