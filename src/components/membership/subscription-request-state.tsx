type Props = { request: { plan: string; status: "pending" | "granted" | "declined"; createdAt: Date; resolvedAt: Date | null } };

const day = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);

/** The account page's line about the member's last "Request a subscription" (#27). */
export function SubscriptionRequestState({ request }: Props) {
  const text =
    request.status === "pending"
      ? `You asked for a ${request.plan} subscription on ${day(request.createdAt)}. The editors have not answered yet.`
      : request.status === "granted"
        ? `Your request of ${day(request.createdAt)} was granted${request.resolvedAt ? ` on ${day(request.resolvedAt)}` : ""}: you have a complimentary subscription.`
        : `Your request of ${day(request.createdAt)} was declined${request.resolvedAt ? ` on ${day(request.resolvedAt)}` : ""}. You may ask again from the pricing page.`;
  return (
    <section aria-labelledby="request-title" data-testid="subscription-request-state" data-status={request.status}>
      <h2 id="request-title" className="text-lg font-semibold">
        Subscription request
      </h2>
      <p className="mt-2 text-sm">{text}</p>
    </section>
  );
}
