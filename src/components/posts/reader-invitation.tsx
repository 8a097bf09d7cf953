"use client";

import Link from "next/link";
import { useSession } from "@/components/auth/session-provider";
import { useHasSubscription } from "@/components/billing/use-has-subscription";
import { EmailMePrompt } from "@/components/newsletter/email-me-prompt";

/**
 * The end of a post asks what fits the reader, known only in the browser (the page is cached
 * and the same for all): a visitor is invited to sign in for new posts by email; a signed-in
 * reader to have them emailed (if not yet) and, without a subscription, to subscribe for search.
 */
export function ReaderInvitation({ signInHref }: { signInHref: string }) {
  const { status } = useSession();
  const hasSubscription = useHasSubscription();
  if (status === "loading") return null;
  if (status === "unauthenticated") {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm" data-testid="reader-invitation" data-state="visitor">
        <span>Enjoyed this? Sign in to get new posts by email — it’s free.</span>
        <Link href={signInHref} className="rounded-md bg-zinc-900 px-3 py-1 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900">
          Sign in
        </Link>
      </p>
    );
  }
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
