import { Link } from "@/components/ui/link";
import { signInPath } from "@/lib/auth-gate";
import { pricingPath } from "@/lib/next-path";
import type { CardAction, MeterCount } from "@/lib/decide-reading";

/** A plan as the card lists it (from the configured plans). */
export type CardPlan = { id: string; name: string; price: string; interval: string };

export type PaywallCardProps = {
  action: CardAction;
  /** Where to come back to after signing in: the post itself. */
  postPath: string;
  plans: CardPlan[];
  /** What a subscription includes, as configured (describeSubscriptionIncludes' items). */
  includes: string[];
  meter: MeterCount | null;
  /** A message about the request itself (an expired sign-in, a gift link that no longer works). */
  notice: string | null;
};

const headings: Record<CardAction, string> = {
  "sign-in": "This post is for members",
  subscribe: "This post is for paid subscribers",
  upgrade: "This post is for paid subscribers",
  renew: "Your subscription has ended",
};

const primaryClass =
  "inline-block rounded-md bg-zinc-900 px-4 py-2 font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300";

/**
 * What a reader who may not read the rest is offered, by who they are: sign in free (a members
 * post), subscribe (anonymous, a paid post), upgrade (a free member) or renew (a lapsed
 * subscriber). No hooks: the cached page renders the anonymous card, the body island the others.
 */
export function PaywallCard({ action, postPath, plans, includes, meter, notice }: PaywallCardProps) {
  const signInHref = signInPath(postPath);
  // The pricing page, sign-in and checkout all carry the post, so the reader lands back on it.
  const pricingHref = pricingPath(postPath);
  return (
    <section
      aria-labelledby="paywall-heading"
      data-testid="paywall-card"
      data-action={action}
      className="mt-8 rounded-lg border border-emerald-700/40 bg-emerald-50 p-6 dark:border-emerald-400/40 dark:bg-emerald-950"
    >
      {notice ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-100 p-3 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          {notice}
        </p>
      ) : null}
      <h2 id="paywall-heading" className="text-xl font-semibold">
        {headings[action]}
      </h2>
      {meter ? (
        <p className="mt-2 text-sm">
          You have read {meter.used} of {meter.limit} free paid posts this month.
        </p>
      ) : null}
      {action === "sign-in" ? (
        <>
          <p className="mt-2">Sign in with your email to read the rest. It is free.</p>
          <Link href={signInHref} className={`${primaryClass} mt-4`}>
            Sign in free
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2">
            {action === "renew" ? "Renew to read the rest of this post and every paid post." : "Subscribe to read the rest of this post."}
          </p>
          {includes.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {plans.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm">
              {plans.map((plan) => (
                <li key={plan.id}>
                  <span className="font-medium">{plan.name}</span>: {plan.price} / {plan.interval}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Link href={pricingHref} className={primaryClass}>
              {action === "subscribe" ? "Subscribe" : action === "upgrade" ? "Upgrade" : "Renew"}
            </Link>
            {action === "subscribe" ? (
              <span className="text-sm">
                Already a subscriber?{" "}
                <Link href={signInHref} className="font-medium underline underline-offset-4">
                  Sign in
                </Link>
              </span>
            ) : null}
          </div>
        </>
      )}
      <p className="mt-4 text-sm">
        <Link href={pricingPath(postPath, "#includes")} className="underline underline-offset-4">
          What a subscription includes
        </Link>
      </p>
    </section>
  );
}
