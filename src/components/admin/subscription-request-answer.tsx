"use client";

import { useTransition } from "react";
import { answerSubscriptionRequestAction } from "@/app/admin/requests/actions";
import { toast } from "@/components/ui/toast";

/** "Grant complimentary" (one click) or "Decline" for one pending request. */
export function SubscriptionRequestAnswer({ requestId, email }: { requestId: string; email: string }) {
  const [isPending, startTransition] = useTransition();
  const answer = (decision: "grant" | "decline") =>
    startTransition(async () => {
      const result = await answerSubscriptionRequestAction({ requestId, decision });
      if (result.ok) toast.success(result.message ?? "Done");
      else toast.error(result.error.message);
    });
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={isPending}
        onClick={() => answer("grant")}
        aria-label={`Grant complimentary subscription to ${email}`}
        className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900"
      >
        Grant complimentary
      </button>
      <button
        type="button"
        disabled={isPending}
        onClick={() => answer("decline")}
        aria-label={`Decline the request of ${email}`}
        className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        Decline
      </button>
    </div>
  );
}
