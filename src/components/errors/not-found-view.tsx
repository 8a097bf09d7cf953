import { buttonClasses } from "@/components/ui/button-variants";
import { Link } from "@/components/ui/link";

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
        <Link href="/" className={buttonClasses()}>
          Go to the home page
        </Link>
        <Link href="/tags" className={buttonClasses({ variant: "secondary" })}>
          Browse topics
        </Link>
      </div>
    </main>
  );
}
