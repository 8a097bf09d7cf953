"use client";

import { useTransition } from "react";
import { clearBounceAction } from "@/app/admin/newsletter/actions";
import { Button } from "@/components/ui/button";
import { runWithToast } from "./use-action-toast";

/** On the member page: the address bounced (a permanent refusal), why, and a way to send to it again. */
export function BounceStatus({ userId, reason, bouncedAt }: { userId: string; reason: string; bouncedAt: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <div role="status" className="flex flex-col gap-2 text-sm" data-testid="bounce-status">
      <p>
        Bouncing since {new Date(bouncedAt).toLocaleString()}: no mail is sent to this address. The mail server said: “{reason}”.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          isLoading={pending}
          onClick={() => startTransition(async () => void (await runWithToast(clearBounceAction({ userId }))))}
        >
          Clear the bounce
        </Button>
      </div>
    </div>
  );
}
