import type { NewsletterStats } from "@/server/newsletter/get-newsletter-stats";

/**
 * A sent newsletter's figures for its editor (#27): delivered, bounced, clicks (all, and members
 * who clicked) per link, unsubscribes, and the members and subscriptions it brought. Says why
 * opens are not among them.
 */
export function NewsletterStatsPanel({ stats }: { stats: NewsletterStats }) {
  const figures: [string, number][] = [
    ["Delivered", stats.delivered],
    ["Bounced", stats.bounced],
    ["Clicks", stats.clicks],
    ["Members who clicked", stats.clickingMembers],
    ["Unsubscribed after it", stats.unsubscribes],
    ["Members who joined from it", stats.members],
    ["Subscriptions started from it", stats.subscriptions],
  ];
  return (
    <section aria-labelledby="newsletter-stats-title" data-testid="newsletter-stats" className="mt-6 flex flex-col gap-3">
      <h2 id="newsletter-stats-title" className="text-lg font-semibold">
        Newsletter
      </h2>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {stats.links.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Clicks per link</caption>
            <thead>
              <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Link
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Clicks
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Members
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.links.map((link) => (
                <tr key={link.url} className="border-b border-zinc-100 dark:border-zinc-900">
                  <td className="max-w-md py-1 pr-4 break-all">{withoutTags(link.url)}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{link.clicks}</td>
                  <td className="py-1 text-right tabular-nums">{link.members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="max-w-prose text-xs text-zinc-600 dark:text-zinc-400">
        Opens are not tracked: many mail clients and security scanners open every message they receive, so an open says nothing about a
        reader. Clicks are counted per link, without the time, address or browser of anyone; link checkers, prefetches and scanners that
        follow every link on arrival are left out.
      </p>
    </section>
  );
}

/** Our own links carry the newsletter's UTM tags; the editor reads the address without them. */
function withoutTags(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) parsed.searchParams.delete(name);
    return parsed.toString();
  } catch {
    return url;
  }
}
