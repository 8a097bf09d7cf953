"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";

const pollEveryMs = 1_500;
const giveUpAfterMs = 90_000;

type Phase = "waiting" | "active" | "slow";

/**
 * Polls the subscription status until the webhook has activated it, then says so, and takes
 * the reader back to the post they were reading (`nextPath`, already checked to be a path on
 * this site), where it now opens in full.
 */
export function CheckoutSuccess({ isActiveInitially, nextPath }: { isActiveInitially: boolean; nextPath: string | null }) {
  const [phase, setPhase] = useState<Phase>(isActiveInitially ? "active" : "waiting");
  const hasToasted = useRef(false);
  const router = useRouter();

  useEffect(() => {
    if (phase !== "waiting") return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCancelled = false;
    const poll = async () => {
      try {
        const response = await fetch("/api/billing/status", { cache: "no-store" });
        if (response.ok && ((await response.json()) as { hasSubscription?: boolean }).hasSubscription) {
          if (!isCancelled) setPhase("active");
          return;
        }
      } catch {
        // A dropped request is retried on the next tick.
      }
      if (isCancelled) return;
      if (Date.now() - startedAt > giveUpAfterMs) return setPhase("slow");
      timer = setTimeout(() => void poll(), pollEveryMs);
    };
    void poll();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [phase]);

  useEffect(() => {
    if (phase === "active" && !hasToasted.current) {
      hasToasted.current = true;
      toast.success(nextPath ? "You're subscribed — back to your post." : "You're subscribed — search is unlocked.");
      if (nextPath) router.replace(nextPath);
    }
  }, [phase, nextPath, router]);

  if (phase === "active") {
    return (
      <div role="status">
        <h1 className="text-3xl font-bold">You&apos;re subscribed</h1>
        <p className="mt-3">Thank you. Search over every post is now open to you.</p>
        <p className="mt-6 flex justify-center gap-4">
          {nextPath ? (
            <Link href={nextPath} className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900">
              Continue reading
            </Link>
          ) : null}
          <Link href="/search" className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900">
            Start searching
          </Link>
          <Link href="/account" className="rounded-md border border-zinc-300 px-4 py-2 font-medium dark:border-zinc-700">
            Your account
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <h1 className="text-3xl font-bold">Payment received</h1>
      {phase === "waiting" ? (
        <p className="mt-3">Activating your subscription… this usually takes a few seconds.</p>
      ) : (
        <p className="mt-3">
          This is taking longer than usual. Your payment went through; your subscription will appear on your{" "}
          <Link href="/account" className="underline">
            account page
          </Link>{" "}
          within a few minutes.
        </p>
      )}
    </div>
  );
}
