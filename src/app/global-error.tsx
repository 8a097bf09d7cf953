"use client";

import "./globals.css";

/**
 * When even the root layout fails: a self-contained page with a retry. Plain classes, no kit
 * import: its script loads with every page (see error.tsx).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-zinc-900">
        <main id="main" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24">
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="text-lg text-zinc-700">The site hit a problem on our side. Please try again in a moment.</p>
          {error.digest ? <p className="text-sm text-zinc-600">Reference: {error.digest}</p> : null}
          <button
            type="button"
            onClick={() => reset()}
            className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white hover:bg-zinc-700"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
