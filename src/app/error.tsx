"use client";

import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { Link } from "@/components/ui/link";
import { useEffect } from "react";

/**
 * A server error inside the layout: a readable message and a retry, never a stack trace. Its
 * script loads with every page, the cached post page too: the kit's Button, buttonClasses() and
 * Link it uses are in the layout's scripts already (the header and footer use them), so they cost
 * nothing more; anything else imported here would (#31).
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
        <Button onClick={() => reset()}>Try again</Button>
        <Link href="/" className={buttonClasses({ variant: "secondary" })}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
