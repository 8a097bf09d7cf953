import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { savePendingAttribution } from "@/server/attribution/pending-attribution";
import { readAttribution } from "@/server/attribution/read-attribution";
import { toStripeMetadata } from "@/server/attribution/stripe-attribution-metadata";
import type { Actor } from "@/server/auth/permissions";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import type { DatabaseHandle } from "@/server/db/open";
import {
  attributions,
  pendingAttributions,
  rateLimits,
  signIns,
  stripeCustomers,
  subscriptions,
  type AttributionValue,
} from "@/server/db/schema";
import { afterSignIn } from "@/server/membership/after-sign-in";
import { requestSubscription } from "@/server/membership/request-subscription";
import { resolveSubscriptionRequest } from "@/server/membership/resolve-subscription-request";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";
import {
  signPayload,
  startFakeStripeApi,
  stripeEvent,
  subscriptionObject,
  useStripeConfig,
  webhookRequest,
  type FakeStripeApi,
} from "../../support/stripe";

const minute = 60_000;

describe.each(databaseTargets)("attribution is recorded (%s)", (target) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripeApi;
  let first: { id: string; slug: string };
  let second: { id: string; slug: string };

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    useStripeConfig({ STRIPE_API_URL: stripe.url, AUTH_SECRET: "a".repeat(40) });
    handle = await createTestDatabase(target);
    first = await createPost(handle.db);
    second = await createPost(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await stripe?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(rateLimits);
  });

  /** The browser's trail: read `first`, then `second` (newest last), arriving from a newsletter mention. */
  const trail = (pages: { p: string; t: number; g?: 1 }[], extra: Record<string, unknown> = {}) => ({
    v: 1,
    pages,
    r: "News.Example.org",
    s: "weekly-digest",
    via: pages.at(-1)?.p ?? "/",
    ...extra,
  });
  const twoPosts = () =>
    trail([
      { p: `/posts/${first.slug}`, t: Date.now() - 5 * minute },
      { p: `/posts/${second.slug}`, t: Date.now() - minute },
    ]);

  const memberRow = async (userId: string) =>
    (
      await handle.db
        .select()
        .from(attributions)
        .where(and(eq(attributions.userId, userId), eq(attributions.subject, "member")))
    )[0];

  it("the last public page that exists is the source; pages that do not exist, or are older than a day, are dropped", async () => {
    expect(await readAttribution(twoPosts())).toEqual({
      pageKind: "post",
      pageId: second.id,
      pagePath: `/posts/${second.slug}`,
      referrerDomain: "news.example.org",
      utmSource: "weekly-digest",
      utmMedium: null,
      utmCampaign: null,
      channel: "direct",
    });
    const tag = await createTag(handle.db);
    const withMissing = trail([
      { p: `/tags/${tag.slug}`, t: Date.now() - 3 * minute },
      { p: "/posts/no-such-post", t: Date.now() - minute },
      { p: `/posts/${first.slug}`, t: Date.now() - 2 * 86_400_000 },
    ]);
    expect(await readAttribution(withMissing)).toMatchObject({ pageKind: "tag", pageId: tag.id, pagePath: `/tags/${tag.slug}` });
    const draft = await createPost(handle.db, { status: "draft" });
    expect(await readAttribution(trail([{ p: `/posts/${draft.slug}`, t: Date.now() }], { r: undefined, s: undefined }))).toBeNull();
    expect(await readAttribution(trail([{ p: "/", t: Date.now() }], { m: "email" }))).toMatchObject({
      pageKind: "home",
      channel: "newsletter",
    });
    expect(await readAttribution(trail([{ p: `/posts/${first.slug}`, t: Date.now(), g: 1 }]))).toMatchObject({ channel: "gift" });
    expect(await readAttribution({ ...twoPosts(), via: "/pricing" })).toMatchObject({ channel: "pricing" });
  });

  it("a join's confirmation records the new member's source once; a bad payload records nothing and the sign-in goes on", async () => {
    const member = await createUser(handle.db);
    const value = (await readAttribution(twoPosts()))!;
    const signupId = await savePendingAttribution(value);
    await afterSignIn({ userId: member.id, isNewUser: true, isJoin: true, signupId });
    expect(await memberRow(member.id)).toMatchObject({ pageKind: "post", pageId: second.id, referrerDomain: "news.example.org" });
    expect(await handle.db.select().from(pendingAttributions).where(eq(pendingAttributions.id, signupId))).toHaveLength(0);
    expect(await handle.db.select().from(signIns).where(eq(signIns.userId, member.id))).toMatchObject([{ provider: "email" }]);
    // The same link again (replayed): nothing pending, nothing changes.
    await afterSignIn({ userId: member.id, isNewUser: false, isJoin: true, signupId });
    expect(await handle.db.select().from(attributions).where(eq(attributions.userId, member.id))).toHaveLength(1);

    // An existing member confirming a join is not a new member: the pending row goes, nothing is recorded.
    const existing = await createUser(handle.db);
    const other = await savePendingAttribution(value);
    await afterSignIn({ userId: existing.id, isNewUser: false, isJoin: true, signupId: other });
    expect(await memberRow(existing.id)).toBeUndefined();

    for (const bad of ["x".repeat(100_000), "{", { v: 1, pages: "all" }, { v: 1, pages: [{ p: "/posts/nope", t: Date.now() }] }]) {
      expect(await readAttribution(bad)).toBeNull();
    }
  });

  it("a checkout carries it through Stripe's metadata to the subscription the webhook writes, once", async () => {
    const member = await createUser(handle.db);
    const value = (await readAttribution({ ...twoPosts(), via: "/pricing" }))!;
    const since = stripe.requests.length;
    await createCheckoutSession({ user: member, plan: "yearly", nonce: `attribution-${target}`, attribution: value });
    const [sent] = stripe.requests.slice(since).filter((request) => request.path === "/v1/checkout/sessions");
    expect(sent?.form).toMatchObject({
      "metadata[gw_page_id]": second.id,
      "metadata[gw_channel]": "pricing",
      "subscription_data[metadata][gw_page_kind]": "post",
    });

    const [customer] = await handle.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, member.id));
    const subscription = `sub_attr_${target}`;
    const metadata = { userId: member.id, plan: "yearly", ...toStripeMetadata(value) };
    const completed = stripeEvent("checkout.session.completed", {
      id: `cs_attr_${target}`,
      object: "checkout.session",
      mode: "subscription",
      customer: customer!.stripeCustomerId,
      subscription,
      client_reference_id: member.id,
      metadata,
    });
    expect((await webhook(webhookRequest(completed.payload, signPayload(completed.payload)))).status).toBe(200);
    const created = stripeEvent("customer.subscription.created", {
      ...subscriptionObject({
        id: subscription,
        customer: customer!.stripeCustomerId,
        status: "active",
        periodEnd: new Date(Date.now() + 86_400_000),
      }),
      metadata,
    });
    expect((await webhook(webhookRequest(created.payload, signPayload(created.payload)))).status).toBe(200);

    const [row] = await handle.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscription));
    const recorded = await handle.db.select().from(attributions).where(eq(attributions.subscriptionId, row!.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      subject: "subscription",
      userId: member.id,
      pageKind: "post",
      pageId: second.id,
      channel: "pricing",
    });
  });

  it("a webhook with forged attribution metadata still applies the subscription and records nothing", async () => {
    const member = await createUser(handle.db);
    const subscription = `sub_forged_${target}`;
    const created = stripeEvent("customer.subscription.created", {
      ...subscriptionObject({
        id: subscription,
        customer: `cus_forged_${target}`,
        status: "active",
        periodEnd: new Date(Date.now() + 86_400_000),
      }),
      metadata: { userId: member.id, gw_channel: "billboard", gw_page_path: "x".repeat(2000) },
    });
    expect((await webhook(webhookRequest(created.payload, signPayload(created.payload)))).status).toBe(200);
    const [row] = await handle.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscription));
    expect(row?.status).toBe("active");
    expect(await handle.db.select().from(attributions).where(eq(attributions.subscriptionId, row!.id))).toHaveLength(0);
  });

  it("a subscription granted from a request carries the request's attribution", async () => {
    const editor: Actor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    const member = await createUser(handle.db);
    const value: AttributionValue = (await readAttribution({ ...twoPosts(), via: "/pricing" }))!;
    const request = await requestSubscription({ userId: member.id, input: { plan: "monthly", note: "" }, attribution: value });
    // Asking again (with another source) keeps what brought the first request.
    await requestSubscription({ userId: member.id, input: { plan: "yearly", note: "" }, attribution: { ...value, pageId: first.id } });
    await resolveSubscriptionRequest({ actor: editor, requestId: request.id, decision: "grant" });
    const [granted] = await handle.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, member.id), eq(subscriptions.source, "complimentary")));
    const [row] = await handle.db.select().from(attributions).where(eq(attributions.subscriptionId, granted!.id));
    expect(row).toMatchObject({ subject: "subscription", userId: member.id, pageId: second.id, channel: "pricing" });
  });
});
