import type { ActivityEntry, ActivityKind } from "@/server/attribution/list-member-activity";
import { LocalTime } from "@/components/admin/local-time";
import { Badge } from "@/components/ui/badge";

const kindLabels: Record<ActivityKind, string> = {
  joined: "Account",
  "sign-in": "Sign-in",
  mail: "Mail",
  subscription: "Subscription",
  editor: "Editors",
};

/** A member's timeline, newest first (#27): joining, sign-ins, mails delivered, subscription changes, what editors did. */
export function ActivityTimeline({ entries }: { entries: ActivityEntry[] }) {
  return (
    <section aria-labelledby="activity-title" className="mt-10">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity
      </h2>
      <ol className="mt-2 space-y-1.5 text-sm" data-testid="member-activity">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-wrap gap-x-2">
            <span className="text-zinc-600 dark:text-zinc-400">
              <LocalTime iso={entry.at.toISOString()} />
            </span>
            <Badge>{kindLabels[entry.kind]}</Badge>
            <span className="min-w-0 break-words">{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
