import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
        <Table label="Clicks per link" tableClassName="min-w-[24rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Link</TableHead>
              <TableHead className="text-right">Clicks</TableHead>
              <TableHead className="text-right">Members</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stats.links.map((link) => (
              <TableRow key={link.url}>
                <TableHead scope="row" className="max-w-md break-all">
                  {withoutTags(link.url)}
                </TableHead>
                <TableCell className="text-right tabular-nums">{link.clicks}</TableCell>
                <TableCell className="text-right tabular-nums">{link.members}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
