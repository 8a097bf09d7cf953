"use client";

import Link from "next/link";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useHasSubscription } from "@/components/billing/use-has-subscription";
import { readAttributionTrail } from "@/lib/attribution-trail";

type Plan = { id: "monthly" | "yearly"; label: string };
type Request = { plan: string; status: "pending" | "granted" | "declined"; createdAt: string };
type Message = { kind: "status" | "alert"; text: string } | null;

const dateOf = (iso: string) => new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(iso));

/**
 * "Request a subscription" (#27) on the pricing page of a site without online payment. The page
 * is cached and the same for everyone: who is asking, and their last request, come from the browser.
 */
export function RequestSubscriptionForm({ plans, signInHref }: { plans: Plan[]; signInHref: string }) {
  const { status } = useSession();
  const hasSubscription = useHasSubscription();
  const [request, setRequest] = useState<Request | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [isSending, setSending] = useState(false);
  const id = useId();

  useEffect(() => {
    if (status !== "authenticated") return;
    let isCurrent = true;
    fetch("/api/subscription-requests", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ request: Request | null }>) : null))
      .then((answer) => {
        if (isCurrent && answer) setRequest(answer.request);
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [status]);

  if (status !== "authenticated") {
    return (
      <p className="mt-3">
        <Link href={signInHref} className="font-medium underline underline-offset-4">
          Sign in to request a subscription
        </Link>{" "}
        — it is free to join.
      </p>
    );
  }
  if (hasSubscription) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setMessage(null);
    try {
      const response = await fetch("/api/subscription-requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: form.get("plan"), note: form.get("note"), attribution: readAttributionTrail() }),
      });
      const answer = (await response.json().catch(() => null)) as {
        request?: Request;
        message?: string;
        error?: { message?: string };
      } | null;
      if (response.ok && answer?.request) {
        setRequest(answer.request);
        setMessage({ kind: "status", text: answer.message ?? "Request sent." });
      } else setMessage({ kind: "alert", text: answer?.error?.message ?? "That did not work. Please try again." });
    } catch {
      setMessage({ kind: "alert", text: "We could not reach the site. Please try again." });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-3" data-testid="request-subscription">
      {request?.status === "pending" ? (
        <p className="text-sm">
          You asked for a {request.plan} subscription on {dateOf(request.createdAt)}; the editors have not answered yet. Sending again
          updates your request.
        </p>
      ) : null}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-plan`} className="font-medium">
          Plan
        </label>
        <select
          id={`${id}-plan`}
          name="plan"
          className="max-w-xs rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-note`} className="font-medium">
          A note for the editors (optional)
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={1000}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={isSending}
          className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white hover:bg-zinc-700 disabled:opacity-60 dark:bg-zinc-100 dark:text-zinc-900"
        >
          {isSending ? "Sending…" : "Request a subscription"}
        </button>
      </div>
      {message ? (
        <p role={message.kind} className={`text-sm ${message.kind === "alert" ? "text-red-700 dark:text-red-400" : "text-accent"}`}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
