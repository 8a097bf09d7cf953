"use client";

import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";

const subscribe = () => () => {};

const button =
  "rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

/**
 * Share a post: copy its link, send it by email, or (where the browser has one, mostly on
 * phones) the system share sheet. The sheet's button appears only once the browser says it
 * can share, so the cached HTML is the same for every reader.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const canShare = useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === "function",
    () => false,
  );

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar instead.");
    }
  }

  async function onShare() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the sheet rejects too: nothing to say.
    }
  }

  const mail = `mailto:?${new URLSearchParams({ subject: title, body: url }).toString().replace(/\+/g, "%20")}`;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share this post">
      <span className="mr-1 text-sm font-medium">Share</span>
      <button type="button" className={button} onClick={() => void onCopy()}>
        Copy link
      </button>
      <a className={button} href={mail}>
        Email
      </a>
      {canShare ? (
        <button type="button" className={button} onClick={() => void onShare()}>
          More…
        </button>
      ) : null}
    </div>
  );
}
