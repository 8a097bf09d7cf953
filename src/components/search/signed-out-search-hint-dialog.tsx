"use client";

import { signInPath } from "@/lib/auth-gate";
import { Link } from "@/components/ui/link";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";

/** A plan as the header's search dialog lists it (names and prices from the site settings). */
export type SearchPlan = { name: string; price: string; interval: "month" | "year" };

/** What the header's search entry shows someone signed out (see signed-out-search-hint.tsx). */
export function SignedOutSearchHintDialog({ onClose, plans }: { onClose: () => void; plans: SearchPlan[] }) {
  const titleId = useId();
  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        Search posts
      </h2>
      <p className="mt-2">Search comes with a subscription: every post, by word, tag and author, as you type.</p>
      {plans.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Plans" data-testid="search-plans">
          {plans.map((plan) => (
            <li key={plan.name}>
              <span className="font-medium">{plan.name}</span> — {plan.price} a {plan.interval}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3">
        <Link href="/pricing" className="font-medium underline" onClick={onClose}>
          See the plans
        </Link>
        , or{" "}
        <Link href={signInPath("/search")} className="font-medium underline" onClick={onClose}>
          Sign in
        </Link>{" "}
        if you have one.
      </p>
      <Button variant="secondary" size="sm" onClick={onClose} className="mt-4">
        Close
      </Button>
    </ModalDialog>
  );
}
