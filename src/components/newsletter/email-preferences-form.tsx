"use client";

import { useState, useTransition } from "react";
import { setNewPostsAction } from "@/app/(account)/account/newsletter-actions";
import { Checkbox } from "@/components/ui/checkbox";
import { FormMessage } from "@/components/ui/form-message";
import { runWithToast } from "./use-action-toast";

/** The account page's "Email me new posts" switch; off until the member chooses it. */
export function EmailPreferencesForm({ newPosts, isBouncing }: { newPosts: boolean; isBouncing: boolean }) {
  const [checked, setChecked] = useState(newPosts);
  const [pending, startTransition] = useTransition();
  const onChange = (next: boolean) => {
    setChecked(next);
    startTransition(async () => {
      const result = await runWithToast(setNewPostsAction({ newPosts: next }));
      if (!result.ok) setChecked(!next);
    });
  };
  return (
    <section aria-labelledby="email-title" className="flex flex-col gap-2">
      <h2 id="email-title" className="text-lg font-semibold">
        Email
      </h2>
      <Checkbox
        name="newPosts"
        label="Email me new posts"
        checked={checked}
        disabled={pending}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {checked ? "You get each new post by email when it is published." : "You get no post emails."} We count deliveries and unsubscribes;
        nothing tracks whether you open or click.
      </p>
      {isBouncing ? (
        <FormMessage>
          Your mail server refused our last email, so we stopped sending. Ask an editor to clear it once your mailbox works.
        </FormMessage>
      ) : null}
    </section>
  );
}
