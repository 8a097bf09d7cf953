"use client";

import { Link } from "@/components/ui/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/auth/session-provider";
import { JoinForm } from "@/components/membership/join-form";

// Fetched once a session is known: most readers of a post are visitors, whose page need not
// carry the signed-in prompts (the email preference and subscription checks).
const SignedInInvitation = lazy(() => import("./signed-in-invitation").then((module) => ({ default: module.SignedInInvitation })));

/**
 * The end of a post asks what fits the reader, known only in the browser (the page is cached
 * and the same for all): a visitor gets the email box (#27: in the cached HTML, so it is there
 * before the session is known; it hides itself for members); a signed-in reader is asked to have
 * new posts emailed (if not yet) and, without a subscription, to subscribe for search.
 */
export function ReaderInvitation({ signInHref }: { signInHref: string }) {
  const { status } = useSession();
  if (status !== "authenticated") {
    return (
      <section aria-label="Subscribe" className="flex flex-col gap-2" data-testid="reader-invitation" data-state="visitor">
        <p className="font-semibold">Enjoyed this? Get new posts by email — it’s free.</p>
        <JoinForm />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Already a member?{" "}
          <Link href={signInHref} className="underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInInvitation />
    </Suspense>
  );
}
