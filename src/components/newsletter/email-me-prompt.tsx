"use client";

import { useEffect, useState, useTransition } from "react";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";

type State = "unknown" | "ask" | "done";

/**
 * The end-of-post "Email me new posts" line for signed-in readers who have not chosen it. The
 * post page is cached and the same for everyone: whether to ask comes from the browser (the
 * client session, then the reader's own preferences), never from the cached page.
 */
export function EmailMePrompt() {
  const { status } = useSession();
  const [state, setState] = useState<State>("unknown");
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    fetch("/api/newsletter/preferences", { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ newPosts: boolean }>) : null))
      .then((preferences) => {
        if (!cancelled && preferences && !preferences.newPosts) setState("ask");
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [status]);
  if (state === "unknown") return null;
  if (state === "done") {
    return <FormMessage tone="success">You will get new posts by email. Change it on your account page.</FormMessage>;
  }
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <span>Get the next post in your inbox.</span>
      <Button
        size="sm"
        isLoading={pending}
        onClick={() =>
          startTransition(async () => {
            const response = await fetch("/api/newsletter/preferences", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ newPosts: true }),
            }).catch(() => null);
            if (response?.ok) {
              toast.success("You will get new posts by email.");
              setState("done");
            } else toast.error("That did not work. Please try again.");
          })
        }
      >
        Email me new posts
      </Button>
    </p>
  );
}
