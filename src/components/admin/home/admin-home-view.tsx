import Link from "next/link";
import type { AdminHome } from "@/server/admin-home/get-admin-home";
import { countOf } from "@/lib/plural";
import { LocalTime } from "@/components/admin/local-time";
import { HomeCard, HomeStat } from "./home-card";
import { WaitingList } from "./waiting-list";

/** The admin home's screen: four figures, then top posts, drafts and the waiting work side by side. */
export function AdminHomeView({ home }: { home: AdminHome }) {
  const { counts, views, range } = home;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Home</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The last 30 days: {range.days[0]} to {range.days.at(-1)} (UTC).
          </p>
        </div>
        <Link
          href="/admin/posts/new"
          className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900"
        >
          New post
        </Link>
      </header>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <HomeStat
          label="Members"
          value={counts.members}
          detail={`${countOf(counts.newMembers, "new member")} in 30 days`}
          href="/admin/members"
        />
        <HomeStat
          label="Active subscriptions"
          value={counts.activeSubscriptions}
          detail={`${countOf(counts.newSubscriptions, "subscription")} started in 30 days`}
          href="/admin/members"
        />
        <HomeStat label="Page views" value={views.pageViews} detail={`by ${countOf(views.visitors, "visitor")}`} href="/admin/analytics" />
        <HomeStat
          label="Waiting for an editor"
          value={home.waiting.reportedComments + home.waiting.heldComments + home.waiting.subscriptionRequests}
          detail="comments and requests"
          href="#waiting-title"
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <HomeCard title="Top posts" id="top-posts-title" more={{ href: "/admin/analytics", label: "All analytics" }}>
          {home.topPosts.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">No post was read in the last 30 days.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {home.topPosts.map((post) => (
                <li key={post.slug} className="flex items-baseline justify-between gap-3">
                  <Link href={`/posts/${post.slug}`} className="min-w-0 truncate underline-offset-2 hover:underline">
                    {post.title}
                  </Link>
                  <span className="shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">{countOf(post.pageViews, "view")}</span>
                </li>
              ))}
            </ol>
          )}
        </HomeCard>
        <HomeCard
          title="Drafts in progress"
          id="drafts-title"
          more={{ href: "/admin/posts?status=draft", label: `All ${countOf(home.drafts.total, "draft")}` }}
        >
          {home.drafts.items.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">No drafts. Start one with “New post”.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {home.drafts.items.map((draft) => (
                <li key={draft.id} className="min-w-0">
                  <Link href={`/admin/posts/${draft.id}`} className="block truncate font-medium underline-offset-2 hover:underline">
                    {draft.title}
                  </Link>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {draft.authorName} · <LocalTime iso={draft.updatedAt.toISOString()} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </HomeCard>
        <HomeCard title="Waiting for an editor" id="waiting-title">
          <WaitingList waiting={home.waiting} />
        </HomeCard>
      </div>
    </div>
  );
}
