/** Opens the Stripe customer portal: a plain form post, so it works without JavaScript. */
export function ManageSubscriptionButton({ urgent = false }: { urgent?: boolean }) {
  return (
    <form action="/api/billing/portal" method="post">
      <button
        type="submit"
        className={`rounded-md px-3 py-1.5 text-sm font-medium ${urgent ? "bg-red-700 text-white hover:bg-red-600" : "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"}`}
      >
        {urgent ? "Update your card" : "Manage subscription"}
      </button>
    </form>
  );
}
