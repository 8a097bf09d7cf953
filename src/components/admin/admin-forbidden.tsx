import { Link } from "@/components/ui/link";

/** What a signed-in reader sees at /admin: a plain 403, with a way back. */
export function AdminForbidden() {
  return (
    <main id="main" className="mx-auto max-w-xl p-8 text-center">
      <p className="text-sm font-semibold text-zinc-500">403</p>
      <h1 className="mt-2 text-2xl font-bold">This area is for editors</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-300">
        Your account can read every post but cannot manage the publication. Ask an owner if you need editor access.
      </p>
      <Link
        href="/"
        className="mt-6 inline-block rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900"
      >
        Back to the posts
      </Link>
    </main>
  );
}
