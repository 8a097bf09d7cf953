import Link from "next/link";

/** The 404 page's content: app/not-found.tsx and the server-rendered page (/_gw/not-found). */
export function NotFoundView() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">We couldn’t find that page</h1>
      <p className="text-lg text-zinc-600 dark:text-zinc-400">
        The post or topic may have moved, or the link may be mistyped. The latest essays are always on the home page.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300"
        >
          Go to the home page
        </Link>
        <Link
          href="/tags"
          className="rounded-md border border-zinc-300 px-4 py-2 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Browse topics
        </Link>
      </div>
    </main>
  );
}
