"use client";

import { useState, type FormEvent } from "react";
import { mastodonHost, mastodonShareHref } from "@/lib/share-targets";
import { shareButton } from "./share-button-class";

const storageKey = "mastodon-server";

/** Asks for the reader's Mastodon server (remembered in this browser) and opens its share page in a new tab. */
export function MastodonServerForm({ id, url, title, onShared }: { id: string; url: string; title: string; onShared: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

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
    onShared();
  }

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="flex basis-full flex-wrap items-end gap-2">
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
  );
}

function readStoredServer(): string {
  try {
    return localStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}
