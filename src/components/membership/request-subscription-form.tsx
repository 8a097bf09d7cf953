"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useHasSubscription } from "@/components/billing/use-has-subscription";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Link } from "@/components/ui/link";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { readAttributionTrail } from "@/lib/attribution-trail";

type Plan = { id: "monthly" | "yearly"; label: string };
type Request = { plan: string; status: "pending" | "granted" | "declined"; createdAt: string };
type Message = { isError: boolean; text: string } | null;

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
        setMessage({ isError: false, text: answer.message ?? "Request sent." });
      } else setMessage({ isError: true, text: answer?.error?.message ?? "That did not work. Please try again." });
    } catch {
      setMessage({ isError: true, text: "We could not reach the site. Please try again." });
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
      <Field id={`${id}-plan`} label="Plan">
        {(control) => (
          <Select {...control} name="plan" className="max-w-xs">
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-note`} label="A note for the editors (optional)">
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={1000} />}
      </Field>
      <div>
        <Button type="submit" isLoading={isSending} loadingLabel="Sending…">
          Request a subscription
        </Button>
      </div>
      {message ? <FormMessage tone={message.isError ? "error" : "success"}>{message.text}</FormMessage> : null}
    </form>
  );
}
