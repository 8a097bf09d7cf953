"use client";

import { useState, type FormEvent } from "react";
import { mastodonHost, mastodonShareHref } from "@/lib/share-targets";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";

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
      <label className="flex flex-col gap-1 text-sm font-medium">
        Your Mastodon server
        <Input
          name="server"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="mastodon.social"
          defaultValue={readStoredServer()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-56 max-w-full font-normal"
        />
      </label>
      <Button type="submit" variant="secondary">
        Share on Mastodon
      </Button>
      {error ? (
        <FormMessage tone="error" id={errorId} className="basis-full">
          {error}
        </FormMessage>
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
