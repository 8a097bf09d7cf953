/** The account page's "Your data": download everything held about you (and, below, delete the account). */
export function AccountDataSection({ children }: { children?: React.ReactNode }) {
  return (
    <section aria-labelledby="your-data-title" className="flex flex-col gap-3">
      <h2 id="your-data-title" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        One JSON file with everything we hold about you: your profile, email choices, subscriptions and their history, gift links, saved
        searches, comments, likes and reports, subscription requests, sign-in records and where your account was imported from.
      </p>
      <div>
        <a
          href="/api/account/export"
          download
          className="inline-block rounded border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 focus-visible:outline-2 dark:border-zinc-600 dark:hover:bg-zinc-800"
        >
          Download my data
        </a>
      </div>
      {children}
    </section>
  );
}
