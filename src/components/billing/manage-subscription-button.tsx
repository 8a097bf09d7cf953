import { Button } from "@/components/ui/button";

/**
 * Opens the Stripe customer portal: a plain form post, so it works without JavaScript.
 */
export function ManageSubscriptionButton({ urgent = false }: { urgent?: boolean }) {
  return (
    <form action="/api/billing/portal" method="post">
      <Button type="submit" variant={urgent ? "danger" : "secondary"} size="sm">
        {urgent ? "Update your card" : "Manage subscription"}
      </Button>
    </form>
  );
}
