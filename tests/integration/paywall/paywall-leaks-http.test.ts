import { eq, isNull } from "drizzle-orm";
import { liteClient } from "algoliasearch/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftLinks, subscriptions } from "@/server/db/schema";
import { databaseTargets } from "../../support/db";
import {
  conditionalGet,
  membersPreview,
  oneBlockCanary,
  paidPreview,
  readers,
  readsMembers,
  readsPaid,
  startLeakFixture,
  type LeakFixture,
  type Reader,
} from "./leak-fixture";

/**
 * The leak suite (#26): a canary sentence after the marker of a paid post and in the last
 * block of a members post; every surface is requested as each kind of reader, and the canary
 * must appear exactly where that reader is entitled to it — nowhere else (leak-fixture.ts).
 */
describe.each(databaseTargets)("the paywall leaks nothing on %s", (target) => {
  let fixture: LeakFixture;
  beforeAll(async () => {
    fixture = await startLeakFixture(target);
  }, 240_000);
  afterAll(async () => {
    await fixture?.app.stop();
    await fixture?.cleanup();
  });

  const get = async (reader: Reader, pathname: string, headers: Record<string, string> = {}) => {
    const cookie = fixture.cookies[reader];
    const response = await fetch(`${fixture.app.url}${pathname}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    return { response, text: await response.text() };
  };

  /** Every surface anyone may obtain from the shared cache: the canaries are in none of them. */
  const sharedSurfaces = (slug: string, tagSlug: string): [string, string, Record<string, string>][] => [
    ["page", `/posts/${slug}`, {}],
    ["RSC payload", `/posts/${slug}`, { RSC: "1" }],
    ["prefetch", `/posts/${slug}?_rsc=leak1`, { RSC: "1", "Next-Router-Prefetch": "1" }],
    ["page with a query", `/posts/${slug}?utm_source=leak`, {}],
    ["feed", "/feed.xml", {}],
    ["tag feed", `/tags/${tagSlug}/feed.xml`, {}],
    ["tag page", `/tags/${tagSlug}`, {}],
    ["home", "/", {}],
    ["author page", "/authors/leak-author", {}],
    ["sitemap", "/sitemap.xml", {}],
    ["missing page below the post", `/posts/${slug}/nothing-here`, {}],
  ];

  for (const reader of readers) {
    it(`gives ${reader} no canary on any shared surface`, async () => {
      for (const slug of ["paid-canary", "members-canary", "one-block-paid"]) {
        for (const [name, pathname, headers] of sharedSurfaces(slug, fixture.tagSlug)) {
          const { response, text } = await get(reader, pathname, headers);
          expect(response.status, `${name} ${pathname}`).toBeLessThan(500);
          expect(text, `${name} ${pathname}`).not.toContain("quokka");
          expect(text, `${name} ${pathname}`).not.toContain("narwhal");
          expect(text, `${name} ${pathname}`).not.toContain("axolotl");
          expect(text, `${name} ${pathname}`).not.toContain("walrus");
          expect(text, `${name} ${pathname}`).not.toContain("pangolin");
        }
      }
    });
  }

  it("serves the preview, its notice and the card on the page and in its RSC payload", async () => {
    const paid = await get("subscriber", "/posts/paid-canary");
    expect(paid.text).toContain(paidPreview);
    expect(paid.text).toContain('data-action="subscribe"');
    expect(paid.text).toContain("This is a preview.");
    expect(paid.text).toContain("Already a subscriber?");
    const rsc = await get("anonymous", "/posts/paid-canary", { RSC: "1" });
    expect(rsc.text).toContain(paidPreview);
    const members = await get("anonymous", "/posts/members-canary");
    expect(members.text).toContain(membersPreview);
    expect(members.text).toContain('data-action="sign-in"');
    expect(members.text).toContain("Sign in free");
    const open = await get("anonymous", "/posts/public-post");
    expect(open.text).toContain("A second paragraph.");
    expect(open.text).not.toContain("paywall-card");
  });

  it("says what a subscription includes from what is published, on the pricing page and the paid post's card", async () => {
    const pricing = (await get("anonymous", "/pricing")).text;
    expect(pricing).toContain('id="includes"');
    expect(pricing).toContain("All 3 paid posts, and every new one");
    expect(pricing).toContain("The members-only post (free with an account too)");
    const card = (await get("anonymous", "/posts/paid-canary")).text;
    expect(card).toContain("All 3 paid posts, and every new one");
    expect(card).toContain('href="/pricing?next=%2Fposts%2Fpaid-canary#includes"');
  });

  it("revalidates with a 304 that carries no body, and a stale ETag gets the preview", async () => {
    await get("anonymous", "/posts/paid-canary");
    const etag = (await get("anonymous", "/posts/paid-canary")).response.headers.get("etag");
    expect(etag).toBeTruthy();
    const cookie = fixture.cookies.subscriber;
    const again = await conditionalGet(`${fixture.app.url}/posts/paid-canary`, { "if-none-match": etag!, cookie });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const stale = await conditionalGet(`${fixture.app.url}/posts/paid-canary`, { "if-none-match": 'W/"stale"', cookie });
    expect(stale.status).toBe(200);
    expect(stale.body).toContain(paidPreview);
    expect(stale.body).not.toContain("quokka");
  });

  it("marks gated posts in JSON-LD and keeps the meta tags to the preview", async () => {
    const { text } = await get("anonymous", "/posts/paid-canary");
    const jsonLd = JSON.parse(text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".paywalled-content" },
    });
    expect(text).toContain('class="paywalled-content"');
    const description = text.match(/<meta property="og:description" content="([^"]*)"/)?.[1];
    expect(description).toContain("lanterns");
    const card = await get("anonymous", "/posts/paid-canary/card.png");
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get("content-type")).toBe("image/png");
    const open = JSON.parse(
      (await get("anonymous", "/posts/public-post")).text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
    );
    expect(open).not.toHaveProperty("isAccessibleForFree");
  });

  it("keeps a one-paragraph paid post's meta description, og:description and JSON-LD off its only paragraph", async () => {
    const { text } = await get("anonymous", "/posts/one-block-paid");
    expect(text).toContain('data-action="subscribe"');
    expect(text).toContain('<meta name="description" content="An essay by Leak Author."');
    expect(text.match(/<meta property="og:description" content="([^"]*)"/)?.[1]).toBe("An essay by Leak Author.");
    const jsonLd = JSON.parse(text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ isAccessibleForFree: false });
    expect(JSON.stringify(jsonLd)).not.toContain("pangolin");
    const subscriber = await get("subscriber", "/api/posts/one-block-paid/body");
    expect(subscriber.text).toContain(oneBlockCanary);
  });

  it("puts the preview and a link in the feeds", async () => {
    const { text } = await get("anonymous", "/feed.xml");
    expect(text).toContain("Anyone may read this opening");
    expect(text).toContain("This post is for paid subscribers. Read the rest on the site.");
    expect(text).toContain("This post is for members. Sign in free to read the rest on the site.");
  });

  for (const reader of readers) {
    it(`answers ${reader} from the private body endpoint exactly as entitled`, async () => {
      for (const [slug, canary, entitled, preview] of [
        ["paid-canary", "quokka", readsPaid, paidPreview],
        ["members-canary", "narwhal", readsMembers, membersPreview],
        ["one-block-paid", "pangolin", readsPaid, oneBlockCanary],
      ] as const) {
        const { response, text } = await get(reader, `/api/posts/${slug}/body`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const answer = JSON.parse(text) as { isFull: boolean; action?: string; notice?: string | null };
        expect(answer.isFull, `${reader} ${slug}`).toBe(entitled.has(reader));
        if (entitled.has(reader)) expect(text).toContain(canary);
        else expect(text).not.toContain(canary);
        if (entitled.has(reader)) expect(text).toContain(preview.slice(0, 20));
      }
    });
  }

  it("answers the body before Next.js (the server's fast path) exactly as the route does (reached with an escaped slug)", async () => {
    const perBody = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-encoding"]);
    const headerSet = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !perBody.has(name)));
    for (const reader of readers) {
      for (const slug of ["paid-canary", "members-canary", "one-block-paid", "public-post"]) {
        const headers = { "accept-encoding": "identity", "x-forwarded-proto": "https" };
        const fast = await get(reader, `/api/posts/${slug}/body`, headers);
        const viaNext = await get(reader, `/api/posts/${slug.replace("-", "%2D")}/body`, headers);
        expect(fast.response.status, `${reader} ${slug}`).toBe(200);
        expect(fast.text, `${reader} ${slug}`).toBe(viaNext.text);
        expect(headerSet(fast.response), `${reader} ${slug}`).toEqual(headerSet(viaNext.response));
        // Which one answered: the fast path sends its body whole, with its length; Next.js streams a route handler's.
        expect(fast.response.headers.get("content-length"), `${reader} ${slug}`).toBe(String(Buffer.byteLength(fast.text)));
        expect(viaNext.response.headers.get("content-length"), `${reader} ${slug}`).toBeNull();
      }
    }
  });

  const bodyWithGift = (reader: Reader, slug: string, token: string) =>
    get(reader, `/api/posts/${slug}/body?gift=${encodeURIComponent(token)}`);

  it("opens the paid post in full with a valid gift link, for whoever has it, privately and counted for the giver", async () => {
    for (const reader of ["anonymous", "forged", "member", "lapsed"] as const) {
      const { response, text } = await bodyWithGift(reader, "paid-canary", fixture.gifts.valid);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(JSON.parse(text), reader).toMatchObject({ isFull: true, isGift: true, canGift: false });
      expect(text).toContain("quokka");
    }
    // A subscriber reads it anyway: the link is not used (nor counted), and they may gift it themselves.
    const subscriber = JSON.parse((await bodyWithGift("subscriber", "paid-canary", fixture.gifts.valid)).text) as object;
    expect(subscriber).toMatchObject({ isFull: true, isGift: false, canGift: true });
    if (target === "postgres") {
      const [link] = await fixture.handle.db
        .select({ opens: giftLinks.opens })
        .from(giftLinks)
        .where(eq(giftLinks.id, fixture.gifts.valid.split(".")[0]!));
      expect(link?.opens).toBe(4);
    }
  });

  it("gives the preview and a clear message for a revoked, another post's, a tampered or a malformed gift token", async () => {
    const tokens = { ...fixture.gifts, valid: undefined, garbage: "not-a-token", long: "a".repeat(5000), empty: "" };
    for (const [name, token] of Object.entries(tokens)) {
      if (token === undefined) continue;
      for (const reader of ["anonymous", "member"] as const) {
        const { response, text } = await bodyWithGift(reader, "paid-canary", token);
        expect(response.status, `${name} ${reader}`).toBe(200);
        expect(text, `${name} ${reader}`).not.toContain("quokka");
        const answer = JSON.parse(text) as { isFull: boolean; action: string; notice: string };
        expect(answer, `${name} ${reader}`).toMatchObject({ isFull: false, action: reader === "anonymous" ? "subscribe" : "upgrade" });
        expect(answer.notice, `${name} ${reader}`).toMatch(/gift link no longer opens this post/);
      }
    }
    // The paid post's own link does not open the members post either.
    const members = await bodyWithGift("anonymous", "members-canary", fixture.gifts.valid);
    expect(members.text).not.toContain("narwhal");
    expect(JSON.parse(members.text)).toMatchObject({ isFull: false, action: "sign-in" });
  });

  it("serves a gift view's page as the shared preview, not indexed and not kept by shared caches", async () => {
    const pathname = `/posts/paid-canary?gift=${encodeURIComponent(fixture.gifts.valid)}`;
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const { response, text } = await get("anonymous", pathname, headers);
      expect(response.status).toBe(200);
      expect(text).not.toContain("quokka");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    const { text } = await get("anonymous", pathname);
    expect(text).toContain(paidPreview);
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/posts\/paid-canary"/);
    const plain = await get("anonymous", "/posts/paid-canary");
    expect(plain.response.headers.get("x-robots-tag")).toBeNull();
    expect(plain.response.headers.get("cache-control")).not.toContain("private");
  });

  for (const reader of readers) {
    it(`answers ${reader} from the comments endpoints exactly as entitled`, async () => {
      for (const [slug, canary, entitled] of [
        ["paid-canary", "axolotl", readsPaid],
        ["members-canary", "walrus", readsMembers],
      ] as const) {
        const { response, text } = await get(reader, `/api/posts/${slug}/comments`);
        expect(response.headers.get("cache-control"), `${reader} ${slug}`).toBe("private, no-store");
        if (entitled.has(reader)) {
          expect(response.status).toBe(200);
          expect(text).toContain(canary);
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(text).not.toContain(canary);
        }
        for (const other of [`/api/posts/${slug}/comments/me`, `/api/comments/counts?posts=${slug}`]) {
          expect((await get(reader, other)).text, `${reader} ${other}`).not.toContain(canary);
        }
      }
    });
  }

  it("opens a paid post's comments with a valid gift link, privately and without counting another open; never with a bad one", async () => {
    const opens = async () =>
      (
        await fixture.handle.db
          .select({ opens: giftLinks.opens })
          .from(giftLinks)
          .where(eq(giftLinks.id, fixture.gifts.valid.split(".")[0]!))
      )[0]!.opens;
    const before = target === "postgres" ? await opens() : 0;
    const withGift = await get("anonymous", `/api/posts/paid-canary/comments?gift=${encodeURIComponent(fixture.gifts.valid)}`);
    expect(withGift.response.status).toBe(200);
    expect(withGift.response.headers.get("cache-control")).toBe("private, no-store");
    expect(withGift.text).toContain("axolotl");
    if (target === "postgres") expect(await opens()).toBe(before);
    for (const token of [fixture.gifts.revoked, fixture.gifts.otherPost, fixture.gifts.tampered, "garbage"]) {
      const refused = await get("member", `/api/posts/paid-canary/comments?gift=${encodeURIComponent(token)}`);
      expect(refused.response.status).toBe(403);
      expect(refused.text).not.toContain("axolotl");
    }
  });

  it("offers each reader the card that fits them", async () => {
    const action = async (reader: Reader, slug: string) =>
      (JSON.parse((await get(reader, `/api/posts/${slug}/body`)).text) as { action?: string }).action;
    expect(await action("anonymous", "paid-canary")).toBe("subscribe");
    expect(await action("anonymous", "members-canary")).toBe("sign-in");
    expect(await action("member", "paid-canary")).toBe("upgrade");
    expect(await action("lapsed", "paid-canary")).toBe("renew");
    const forged = JSON.parse((await get("forged", "/api/posts/paid-canary/body")).text) as { notice: string };
    expect(forged.notice).toMatch(/sign-in has expired or is not valid/);
  });

  it("answers an unknown post or a bad slug with the error shape, never a 500", async () => {
    const missing = await get("subscriber", "/api/posts/no-such-post/body");
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ error: { code: "not_found" } });
    const long = await get("subscriber", `/api/posts/${"a".repeat(300)}/body`);
    expect(long.response.status).toBeLessThan(500);
    expect(JSON.parse(long.text)).toHaveProperty("error.code");
  });

  it("lets only readers who may search find the canaries in search", async () => {
    for (const reader of readers) {
      const key = await get(reader, "/api/search/key");
      if (!readsPaid.has(reader)) {
        expect(key.response.status, reader).toBeGreaterThanOrEqual(400);
        expect(key.text).not.toContain("quokka");
        continue;
      }
      const { appId, apiKey, host } = JSON.parse(key.text) as { appId: string; apiKey: string; host: string };
      const client = liteClient(appId, apiKey, { hosts: [{ url: host, accept: "read", protocol: "http" }] });
      const { results } = await client.search({ requests: [{ indexName: "posts", query: "quokka" }] });
      expect((results[0] as { nbHits: number }).nbHits, reader).toBe(1);
    }
    const forgedKey = await fetch(`${fixture.app.url}/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=forged`, {
      method: "POST",
      body: JSON.stringify({ requests: [{ indexName: "posts", query: "quokka" }] }),
    });
    expect(forgedKey.status).toBeGreaterThanOrEqual(400);
    expect(await forgedKey.text()).not.toContain("quokka");
  });

  it.runIf(target === "postgres")("ends access at the period end at once, with no restart", async () => {
    const subscriber = await get("subscriber", "/api/posts/paid-canary/body");
    expect(subscriber.text).toContain("quokka");
    await fixture.handle.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(isNull(subscriptions.currentPeriodEnd));
    const after = await get("subscriber", "/api/posts/paid-canary/body");
    expect(after.text).not.toContain("quokka");
    expect(JSON.parse(after.text)).toMatchObject({ isFull: false, action: "renew" });
  });
});
