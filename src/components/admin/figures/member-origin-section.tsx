import Link from "next/link";
import type { MemberOrigin } from "@/server/attribution/get-member-origin";
import { channelLabels } from "./channel-labels";

/** Where a member came from (#27): the last public page they read before joining, and the visit's source. */
export function MemberOriginSection({ origin }: { origin: MemberOrigin | null }) {
  return (
    <section className="mt-8" aria-labelledby="origin-title" data-testid="member-origin">
      <h2 id="origin-title" className="text-lg font-semibold">
        Where they came from
      </h2>
      {origin ? (
        <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-zinc-600 dark:text-zinc-400">Last page read</dt>
          <dd className="min-w-0 break-words">
            {origin.postId ? (
              <Link href={`/admin/posts/${origin.postId}/figures`} className="underline underline-offset-2">
                {origin.pageLabel}
              </Link>
            ) : (
              (origin.pageLabel ?? "None recorded")
            )}
          </dd>
          <dt className="text-zinc-600 dark:text-zinc-400">Channel</dt>
          <dd>{channelLabels[origin.channel]}</dd>
          <dt className="text-zinc-600 dark:text-zinc-400">Referrer</dt>
          <dd className="break-all">{origin.referrerDomain ?? "None"}</dd>
          {origin.utmSource || origin.utmMedium || origin.utmCampaign ? (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">Campaign tags</dt>
              <dd className="break-all">
                {[origin.utmSource, origin.utmMedium, origin.utmCampaign].map((value) => value ?? "—").join(" / ")}
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Not recorded: they joined without reading a public page first in this browser, with tracking protection on, or before sources were
          kept.
        </p>
      )}
    </section>
  );
}
