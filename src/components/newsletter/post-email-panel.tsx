"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { sendTestEmailAction, setPostEmailAction } from "@/app/admin/newsletter/actions";
import type { PostEmailStatus } from "@/lib/post-email-status";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { runWithToast } from "./use-action-toast";

/**
 * The editor's email choice for a post: email it when it is published or goes live at its
 * scheduled time (to how many members, said before choosing), a test to oneself first, and
 * after sending the delivery counts. A post is emailed at most once.
 */
type Props = {
  postId: string;
  status: PostEmailStatus;
  recipients: number;
  /** A paid post's split: members who get it in full, and those who get the preview with an upgrade button. */
  audience?: { full: number; preview: number };
};

const countOf = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

export function PostEmailPanel({ postId, status, recipients, audience }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [wanted, setWanted] = useState(status.state === "waiting");
  const run = (work: () => Promise<unknown>) =>
    startTransition(async () => {
      await work();
      router.refresh();
    });
  const members = countOf(recipients);
  return (
    <section aria-labelledby="post-email-title" className="flex flex-col gap-2 border-y border-zinc-200 py-2 dark:border-zinc-800">
      <h2 id="post-email-title" className="text-sm font-semibold">
        Email
      </h2>
      {status.state === "queued" ? (
        <div data-testid="post-email-counts">
          <p className="text-sm">
            Emailed {new Date(status.queuedAt).toLocaleString()}. A post is emailed once; editing or republishing does not resend it.
          </p>
          <dl className="mt-2 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 text-sm">
            <dt>Delivered</dt>
            <dd>{status.delivered}</dd>
            <dt>Failed</dt>
            <dd>{status.failed}</dd>
            <dt>Pending</dt>
            <dd>{status.pending}</dd>
            {status.skipped > 0 ? (
              <>
                <dt>Not sent (unsubscribed or bouncing meanwhile)</dt>
                <dd>{status.skipped}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Clicks are counted per link below; opens are not tracked.</p>
        </div>
      ) : (
        <Checkbox
          label={`Email this post to ${members} when it is published or goes live at its scheduled time`}
          checked={wanted}
          disabled={pending}
          onChange={(event) => {
            const email = event.target.checked;
            setWanted(email);
            run(async () => {
              const result = await runWithToast(setPostEmailAction({ postId, email }));
              if (!result.ok) setWanted(!email);
            });
          }}
        />
      )}
      {audience && audience.preview > 0 && status.state !== "queued" ? (
        <p data-testid="post-email-audience" className="text-xs text-zinc-600 dark:text-zinc-400">
          In full to {countOf(audience.full)} who may read it; as the preview with an upgrade button to {countOf(audience.preview)}.
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          className="w-full justify-center"
          disabled={pending}
          onClick={() => run(() => runWithToast(sendTestEmailAction({ postId })))}
        >
          Send a test email to me
        </Button>
      </div>
    </section>
  );
}
