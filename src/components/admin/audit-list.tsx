import type { AuditListEntry } from "@/server/audit/list-audit-entries";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalTime } from "./local-time";

/** Who did what, newest first: the admin audit trail for one post or member. */
export function AuditList({ title, entries }: { title: string; entries: AuditListEntry[] }) {
  return (
    <section aria-labelledby="audit-title" className="mt-10">
      <h2 id="audit-title" className="text-lg font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <EmptyState className="mt-2" title="Nothing recorded yet." />
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2">
              <span className="text-zinc-600 dark:text-zinc-400">
                <LocalTime iso={entry.createdAt.toISOString()} />
              </span>
              <span>{entry.summary}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                by {entry.actorHandle ? `@${entry.actorHandle}` : "a removed account"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
