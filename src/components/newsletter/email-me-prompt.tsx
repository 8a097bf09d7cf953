"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { toast } from "sonner";

type Preferences = { newPosts: boolean };
const preferencesKey = ["newsletter", "preferences"];

async function fetchPreferences(): Promise<Preferences> {
  const response = await fetch("/api/newsletter/preferences", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`preferences answered ${response.status}`);
  return (await response.json()) as Preferences;
}

async function chooseNewPosts(): Promise<Preferences> {
  const response = await fetch("/api/newsletter/preferences", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ newPosts: true }),
  });
  if (!response.ok) throw new Error(`preferences answered ${response.status}`);
  return { newPosts: true };
}

/**
 * The end-of-post "Email me new posts" line for signed-in readers who have not chosen it. The
 * post page is cached and the same for everyone: whether to ask comes from the browser (the
 * client session, then the reader's own preferences), never from the cached page.
 */
export function EmailMePrompt() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: fetchPreferences, enabled: status === "authenticated" });
  const choose = useMutation({
    mutationFn: chooseNewPosts,
    onSuccess: (chosen) => {
      toast.success("You will get new posts by email.");
      queryClient.setQueryData(preferencesKey, chosen);
    },
    onError: () => toast.error("That did not work. Please try again."),
  });
  const state = choose.isSuccess ? "done" : preferences.data?.newPosts === false ? "ask" : "unknown";
  if (state === "unknown") return null;
  if (state === "done") {
    return (
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        You will get new posts by email. Change it on your account page.
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <span>Get the next post in your inbox.</span>
      <button
        type="button"
        disabled={choose.isPending}
        className="rounded-md bg-zinc-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-60 dark:bg-zinc-100 dark:text-zinc-900"
        onClick={() => choose.mutate()}
      >
        Email me new posts
      </button>
    </p>
  );
}
