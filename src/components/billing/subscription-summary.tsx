// SLOT — the subscriptions work fills this in on the account page (plan, renewal, manage).
export async function SubscriptionSummary(_props: { userId: string }) {
  return null;
}
