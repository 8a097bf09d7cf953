"use client";

import { useId, useState, type FormEvent } from "react";
import { mastodonHost, mastodonShareHref } from "@/lib/share-targets";
import { shareButton } from "./share-button-class";

const storageKey = "mastodon-server";

/**
 * Mastodon has no one address to share to: each reader is on a server of their own. The button
 * asks for it (remembered in this browser) and opens that server's share page in a new tab.
 */
export function MastodonShare({ url, title }: { url: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const errorId = `${formId}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const host = mastodonHost(String(new FormData(event.currentTarget).get("server") ?? ""));
    if (!host) {
      setError("Enter your Mastodon server, like mastodon.social.");
      return;
    }
    setError(null);
    try {
      localStorage.setItem(storageKey, host);
    } catch {
      // Private browsing may refuse storage: the share still goes ahead.
    }
    window.open(mastodonShareHref(host, url, title), "_blank", "noopener,noreferrer");
    setIsOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={shareButton}
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Mastodon
      </button>
      {isOpen ? (
        <form id={formId} onSubmit={onSubmit} noValidate className="flex basis-full flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Your Mastodon server
            <input
              name="server"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="mastodon.social"
              defaultValue={readStoredServer()}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-8 w-56 max-w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            />
          </label>
          <button type="submit" className={shareButton}>
            Share on Mastodon
          </button>
          {error ? (
            <p id={errorId} role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </>
  );
}

function readStoredServer(): string {
  try {
    return localStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}
