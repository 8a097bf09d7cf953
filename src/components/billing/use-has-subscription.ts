"use client";

import { useSession } from "@/components/auth/session-provider";
import { useEffect, useState } from "react";

// One question per page load, shared by every component that asks (the pricing page's plans
// and notice, the end of a post). A plain fetch: no query library on the reading pages.
let asked: Promise<boolean> | undefined;

function askHasSubscription(): Promise<boolean> {
  asked ??= fetch("/api/billing/status", { cache: "no-store" })
    .then(async (response) => response.ok && Boolean(((await response.json()) as { hasSubscription?: boolean }).hasSubscription))
    .catch(() => {
      asked = undefined;
      return false;
    });
  return asked;
}

/**
 * Whether the signed-in reader has a subscription, asked from the browser: the pages that show
 * it are cached and the same for everyone. `undefined` while unknown (no session yet, or asking).
 */
export function useHasSubscription(): boolean | undefined {
  const { status } = useSession();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (status !== "authenticated") return;
    let isCurrent = true;
    void askHasSubscription().then((value) => {
      if (isCurrent) setAnswer(value);
    });
    return () => {
      isCurrent = false;
    };
  }, [status]);
  if (status === "unauthenticated") return false;
  return status === "authenticated" ? answer : undefined;
}
