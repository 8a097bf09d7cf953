"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-variants";

/**
 * A server error inside the layout: a readable message and a retry, never a stack trace. The root
 * error boundary's script loads with every page, so its buttons are drawn with buttonClasses, not ui/Button (Radix Slot).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn("Page failed to render", error.digest ?? "");
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-red-700 uppercase dark:text-red-300">Something went wrong</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">This page didn’t load</h1>
      <p className="text-lg text-zinc-600 dark:text-zinc-400">
        It’s a problem on our side, not yours. Try again in a moment; if it keeps happening, the home page should still work.
      </p>
      {error.digest ? <p className="text-sm text-zinc-600 dark:text-zinc-400">Reference: {error.digest}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => reset()} className={buttonClasses({ size: "lg" })}>
          Try again
        </button>
        <Link href="/" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
