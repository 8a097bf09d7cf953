import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Check your email", robots: { index: false } };

export default function VerifyRequestPage() {
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">Check your email</h1>
      <p>We sent you a sign-in link. Open it and press “Sign in”. The link works once and expires in 10 minutes.</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        No mail? Look in your spam folder, or{" "}
        <Link href="/signin" className="underline">
          request another link
        </Link>
        .
      </p>
    </main>
  );
}
