import { buttonClasses } from "@/components/ui/button-variants";

/**
 * Opens the Stripe customer portal: a plain form post, so it works without JavaScript. A native
 * button drawn with buttonClasses: it also sits on the cached pricing page, kept free of Radix code.
 */
export function ManageSubscriptionButton({ urgent = false }: { urgent?: boolean }) {
  return (
    <form action="/api/billing/portal" method="post">
      <button type="submit" className={buttonClasses({ variant: urgent ? "danger" : "secondary", size: "sm" })}>
        {urgent ? "Update your card" : "Manage subscription"}
      </button>
    </form>
  );
}
