"use client";

import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { emailShareHref, shareTargets } from "@/lib/share-targets";
import { MastodonShare } from "./mastodon-share";

const subscribe = () => () => {};
/** The network and email links look like the buttons beside them, as one row. */
const shareLink = buttonClasses({ variant: "secondary", size: "sm" });

/**
 * Share a post: copy its link, the system share sheet (where the browser has one, mostly on
 * phones), plain links to the networks (no script of theirs on the page), Mastodon on the
 * reader's own server, and email. What is shared is the address the reader is on; the cached
 * HTML carries the post's canonical address until the page has loaded, and the sheet's button
 * appears only once the browser says it can share, so that HTML is the same for every reader.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const canShare = useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === "function",
    () => false,
  );
  const address = useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => url,
  );

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar instead.");
    }
  }

  async function onShare() {
    try {
      await navigator.share({ title, url: address });
    } catch {
      // Closing the sheet rejects too: nothing to say.
    }
  }

  return (
    <div role="group" aria-label="Share this post" className="flex flex-col gap-3">
      <span className="text-sm font-medium">Share</span>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
          Copy link
        </Button>
        {canShare ? (
          <Button variant="secondary" size="sm" onClick={() => void onShare()}>
            Share…
          </Button>
        ) : null}
        {shareTargets(address, title).map((target) => (
          <a key={target.name} className={shareLink} href={target.href} target="_blank" rel="noopener noreferrer">
            {target.name}
          </a>
        ))}
        <MastodonShare url={address} title={title} />
        <a className={shareLink} href={emailShareHref(address, title)}>
          Email
        </a>
      </div>
    </div>
  );
}
