"use client";

import { useId, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { readAttributionTrail } from "@/lib/attribution-trail";

type Props = {
  /** `wide`: the home page's and a post's end; `compact`: the footer's one line. */
  layout?: "wide" | "compact";
  /** A visible label above the box; without it the label is for screen readers only. */
  label?: string;
  buttonLabel?: string;
};

type State = { kind: "idle" | "sending" } | { kind: "sent" | "error"; message: string };

/**
 * The email box (#27): static markup in the cached page, the same for every visitor, that posts
 * to /api/join — as a plain form without JavaScript, by fetch with it (staying on the page).
 * Hidden once the browser knows the reader is signed in (they are a member already).
 */
export function JoinForm({ layout = "wide", label, buttonLabel = "Subscribe" }: Props) {
  const { status } = useSession();
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();
  if (status === "authenticated") return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/join", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: String(form.get("email") ?? ""),
          next: `${location.pathname}${location.search}`,
          attribution: readAttributionTrail(),
        }),
      });
      const answer = (await response.json().catch(() => null)) as { message?: string; error?: { message?: string } } | null;
      if (response.ok) setState({ kind: "sent", message: answer?.message ?? "Check your inbox to confirm." });
      else setState({ kind: "error", message: answer?.error?.message ?? "That did not work. Please try again." });
    } catch {
      setState({ kind: "error", message: "We could not reach the site. Check your connection and try again." });
    }
  }

  const messageId = `${id}-message`;
  const isCompact = layout === "compact";
  return (
    <form
      action="/api/join"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={isCompact ? "flex flex-col gap-2" : "flex max-w-xl flex-col gap-2"}
      data-testid="join-form"
    >
      <label htmlFor={`${id}-email`} className={label ? "text-sm font-medium" : "sr-only"}>
        {label ?? "Your email"}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          aria-describedby={state.kind === "sent" || state.kind === "error" ? messageId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" size={isCompact ? "sm" : "md"} isLoading={state.kind === "sending"} loadingLabel="Sending…">
          {buttonLabel}
        </Button>
      </div>
      {state.kind === "sent" || state.kind === "error" ? (
        <FormMessage tone={state.kind === "sent" ? "success" : "error"} id={messageId}>
          {state.message}
        </FormMessage>
      ) : null}
    </form>
  );
}
