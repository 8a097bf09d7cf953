"use client";

import { useState } from "react";
import { createGiftLinkAction } from "@/app/(account)/account/gift-link-actions";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

/**
 * "Gift this post" for a subscriber or editor reading a paid post in full: makes a link that
 * opens it for anyone, and shows it to copy. Refusals (monthly limit, not a subscriber) come
 * back as the action's message.
 */
export function GiftLinkButton({ postId }: { postId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const onClick = async () => {
    setIsBusy(true);
    const result = await createGiftLinkAction({ postId });
    setIsBusy(false);
    if (!result.ok) return void toast.error(result.error.message);
    setUrl(new URL(result.data?.path ?? "/", window.location.origin).toString());
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onClick()}
        isLoading={isBusy}
        loadingLabel="Making a gift link…"
        className="self-start"
      >
        Gift this post
      </Button>
      {url ? (
        <label className="flex flex-col gap-1">
          Anyone with this link can read the post in full (see and revoke it on your account page):
          <input
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="rounded-md border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
      ) : null}
    </div>
  );
}
