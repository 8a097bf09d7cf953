import { randomBytes } from "node:crypto";
import { get as httpGet } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNull } from "drizzle-orm";
import { liteClient } from "algoliasearch/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateExcerpt } from "@/lib/excerpt";
import { paywallMarker } from "@/lib/paywall-preview";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { subscriptions } from "@/server/db/schema";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createPostgresDatabase, databaseTargets, type DatabaseTarget } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";

/**
 * The leak suite (#26): a canary sentence after the marker of a paid post and in the last
 * block of a members post; every surface is requested as each kind of reader, and the canary
 * must appear exactly where that reader is entitled to it — nowhere else.
 */
const paidCanary = "The xylophone quokka whispers past the paywall.";
const membersCanary = "The marmalade narwhal hums for members only.";
const paidPreview = "Anyone may read this opening about lanterns.";
const membersPreview = "Everyone sees this first paragraph about harbours.";

// Short paragraphs: the generated excerpt would take them all if it read past the preview.
const paidBody = `${paidPreview}\n\n${paywallMarker}\n\n${paidCanary}\n\nMore for subscribers.`;
const membersBody = `${membersPreview}\n\nA second paragraph about tides.\n\n${membersCanary}`;

type Reader = "anonymous" | "forged" | "member" | "lapsed" | "subscriber" | "editor";
const readers: Reader[] = ["anonymous", "forged", "member", "lapsed", "subscriber", "editor"];
const readsPaid = new Set<Reader>(["subscriber", "editor"]);
const readsMembers = new Set<Reader>(["member", "lapsed", "subscriber", "editor"]);

type Fixture = { handle: DatabaseHandle; app: AppServer; cookies: Record<Reader, string>; cleanup: () => Promise<void> };

async function populate(handle: DatabaseHandle): Promise<{ cookies: Record<Reader, string>; tagSlug: string }> {
  setDbHandle(handle);
  const db = handle.db;
  const author = await createUser(db, { role: "editor", handle: "leak-author", name: "Leak Author" });
  const tag = await createTag(db, { slug: "lanterns", name: "Lanterns" });
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  await createPost(db, {
    slug: "paid-canary",
    title: "A paid post",
    excerpt: generateExcerpt(paidBody),
    access: "paid",
    bodyMarkdown: paidBody,
    authorId: author.id,
    tagIds: [tag.id],
    publishedAt: at(1),
  });
  await createPost(db, {
    slug: "members-canary",
    title: "A members post",
    excerpt: generateExcerpt(membersBody),
    access: "members",
    bodyMarkdown: membersBody,
    authorId: author.id,
    tagIds: [tag.id],
    publishedAt: at(2),
  });
  await createPost(db, { slug: "public-post", title: "A public post", authorId: author.id, tagIds: [tag.id], publishedAt: at(3) });
  await rebuildSearchIndex(db);

  const cookie = async (email: string, role: "reader" | "editor" = "reader") => {
    const session = await createSessionCookie(db, { email, role });
    return { header: `${session.name}=${session.value}`, userId: session.userId };
  };
  const member = await cookie("member@leak.test");
  const lapsed = await cookie("lapsed@leak.test");
  const subscriber = await cookie("subscriber@leak.test");
  const editor = await cookie("editor@leak.test", "editor");
  const complimentary = { source: "complimentary", plan: "yearly", status: "active" } as const;
  await db.insert(subscriptions).values([
    { ...complimentary, userId: subscriber.userId, currentPeriodEnd: null },
    { ...complimentary, userId: lapsed.userId, currentPeriodEnd: at(24) },
  ]);
  return {
    tagSlug: tag.slug,
    cookies: {
      anonymous: "",
      forged: `authjs.session-token=${randomBytes(32).toString("hex")}`,
      member: member.header,
      lapsed: lapsed.header,
      subscriber: subscriber.header,
      editor: editor.header,
    },
  };
}

async function startFixture(target: DatabaseTarget): Promise<Fixture & { tagSlug: string }> {
  const env = { AUTH_SECRET: randomBytes(33).toString("base64") };
  if (target === "postgres") {
    const handle = await createPostgresDatabase();
    const { cookies, tagSlug } = await populate(handle);
    const app = await startAppServer({ ...env, DATABASE_URL: handle.url });
    return { handle, app, cookies, tagSlug, cleanup: () => handle.close() };
  }
  // PGlite has one owner: fill its data folder first, close it, then let the server open it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-leaks-"));
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  const { cookies, tagSlug } = await populate(handle);
  await handle.close();
  const app = await startAppServer({ ...env, DATABASE_URL: undefined, DATA_DIR: dataDir });
  return { handle, app, cookies, tagSlug, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each(databaseTargets)("the paywall leaks nothing on %s", (target) => {
  let fixture: Fixture & { tagSlug: string };
  beforeAll(async () => {
    fixture = await startFixture(target);
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
      for (const slug of ["paid-canary", "members-canary"]) {
        for (const [name, pathname, headers] of sharedSurfaces(slug, fixture.tagSlug)) {
          const { response, text } = await get(reader, pathname, headers);
          expect(response.status, `${name} ${pathname}`).toBeLessThan(500);
          expect(text, `${name} ${pathname}`).not.toContain("quokka");
          expect(text, `${name} ${pathname}`).not.toContain("narwhal");
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

/** A revalidation as a browser or CDN sends it (fetch would add `Cache-Control: no-cache`, asking for it in full). */
function conditionalGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    }).on("error", reject);
  });
}
