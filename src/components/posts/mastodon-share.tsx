"use client";

import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";

// The server form is asked for by few readers: its code loads when the button is pressed.
const MastodonServerForm = lazy(() => import("./mastodon-server-form").then((module) => ({ default: module.MastodonServerForm })));

/**
 * Mastodon has no one address to share to: each reader is on a server of their own. The button
 * asks for it (remembered in this browser) and opens that server's share page in a new tab.
 */
export function MastodonShare({ url, title }: { url: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <Button variant="secondary" size="sm" aria-expanded={isOpen} aria-controls={formId} onClick={() => setIsOpen((open) => !open)}>
        Mastodon
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MastodonServerForm id={formId} url={url} title={title} onShared={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
