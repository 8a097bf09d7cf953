"use client";

import { Link } from "@/components/ui/link";
import { useHasSubscription } from "@/components/billing/use-has-subscription";
import { EmailMePrompt } from "@/components/newsletter/email-me-prompt";

/** The end of a post for a signed-in reader (see reader-invitation.tsx). */
export function SignedInInvitation() {
  const hasSubscription = useHasSubscription();
  return (
    <div className="flex flex-col gap-3" data-testid="reader-invitation" data-state={hasSubscription ? "subscriber" : "reader"}>
      <EmailMePrompt />
      {hasSubscription === false ? (
        <p className="text-sm">
          <Link href="/pricing" className="font-medium underline underline-offset-4">
            Subscribe
          </Link>{" "}
          to search every post we have written.
        </p>
      ) : null}
    </div>
  );
}
