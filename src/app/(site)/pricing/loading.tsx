/** Shown while the pricing page reads the plans and the reader's subscription. */
export default function PricingLoading() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10" aria-busy="true">
      <div className="h-9 w-72 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {["monthly", "yearly"].map((plan) => (
          <div key={plan} className="h-64 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-900" />
        ))}
      </div>
      <span className="sr-only">Loading plans…</span>
    </main>
  );
}
