import "server-only";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { resolveDateRange, type DateRange } from "@/lib/analytics-range";
import { getOverview } from "@/server/analytics/get-overview";
import { listTopPosts, type TopPost } from "@/server/analytics/list-top-posts";
import { countMembersAndSubscriptions, type MemberCounts } from "./count-members-and-subscriptions";
import { countWaitingItems, type WaitingItems } from "./count-waiting-items";
import { listDraftsInProgress, type DraftInProgress } from "./list-drafts-in-progress";

export type AdminHome = {
  range: DateRange;
  counts: MemberCounts;
  views: { pageViews: number; visitors: number };
  topPosts: TopPost[];
  drafts: { items: DraftInProgress[]; total: number };
  waiting: WaitingItems;
};

/** The admin's first page: the last 30 days (UTC, today included) at a glance, and what waits for an editor. */
export async function getAdminHome({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<AdminHome> {
  assertRole(actor, "editor");
  const range = resolveDateRange({ range: "30d" }, now);
  const [counts, overview, topPosts, drafts, waiting] = await Promise.all([
    countMembersAndSubscriptions({ since: range.from, now }),
    getOverview({ range }),
    listTopPosts({ range, limit: 5 }),
    listDraftsInProgress({ limit: 5 }),
    countWaitingItems(),
  ]);
  return { range, counts, views: { pageViews: overview.pageViews, visitors: overview.visitors }, topPosts, drafts, waiting };
}
