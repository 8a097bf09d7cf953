"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/auth/session-provider";

// Fetched once a session is known: most readers of a post are visitors, whose page need not
// carry the signed-in prompts (the email preference and subscription checks).
const SignedInInvitation = lazy(() => import("./signed-in-invitation").then((module) => ({ default: module.SignedInInvitation })));

/**
 * The end of a post asks what fits the reader, known only in the browser (the page is cached
 * and the same for all): a visitor is invited to sign in for new posts by email; a signed-in
 * reader to have them emailed (if not yet) and, without a subscription, to subscribe for search.
 */
export function ReaderInvitation({ signInHref }: { signInHref: string }) {
  const { status } = useSession();
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
    <Suspense fallback={null}>
      <SignedInInvitation />
    </Suspense>
  );
}
