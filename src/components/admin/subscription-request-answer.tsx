"use client";

import { useTransition } from "react";
import { answerSubscriptionRequestAction } from "@/app/admin/requests/actions";
import { Button } from "@/components/ui/button";
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
      <Button size="sm" disabled={isPending} onClick={() => answer("grant")} aria-label={`Grant complimentary subscription to ${email}`}>
        Grant complimentary
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() => answer("decline")}
        aria-label={`Decline the request of ${email}`}
      >
        Decline
      </Button>
    </div>
  );
}
