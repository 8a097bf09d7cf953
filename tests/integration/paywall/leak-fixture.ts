import { randomBytes } from "node:crypto";
import { get as httpGet } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateExcerpt } from "@/lib/excerpt";
import { paywallMarker } from "@/lib/paywall-preview";
import { createGiftLink } from "@/server/access/create-gift-link";
import { revokeGiftLink } from "@/server/access/revoke-gift-link";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { comments, siteSettings, subscriptions } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createPostgresDatabase, type DatabaseTarget } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";

/**
 * The leak suite (#26): a canary sentence after the marker of a paid post and in the last
 * block of a members post; every surface is requested as each kind of reader, and the canary
 * must appear exactly where that reader is entitled to it — nowhere else.
 */
export const paidCanary = "The xylophone quokka whispers past the paywall.";
export const membersCanary = "The marmalade narwhal hums for members only.";
export const paidPreview = "Anyone may read this opening about lanterns.";
// Comments (#29): a canary comment under each gated post, by its author.
export const paidCommentCanary = "The zeppelin axolotl comments behind the paywall.";
export const membersCommentCanary = "The tangerine walrus comments for members only.";
export const membersPreview = "Everyone sees this first paragraph about harbours.";
// A paid post of one paragraph and no marker: it has no automatic preview (the cut never takes
// every block), so nothing of it — not its excerpt, meta description or og:description — is shared.
export const oneBlockCanary = "The solitary pangolin keeps the whole paid post to itself.";
const oneBlockBody = `${oneBlockCanary} It is one short paragraph, and nothing else.`;

// Short paragraphs: the generated excerpt would take them all if it read past the preview.
const paidBody = `${paidPreview}\n\n${paywallMarker}\n\n${paidCanary}\n\nMore for subscribers.`;
const membersBody = `${membersPreview}\n\nA second paragraph about tides.\n\n${membersCanary}`;

export type Reader = "anonymous" | "forged" | "member" | "lapsed" | "subscriber" | "editor";
export const readers: Reader[] = ["anonymous", "forged", "member", "lapsed", "subscriber", "editor"];
export const readsPaid = new Set<Reader>(["subscriber", "editor"]);
export const readsMembers = new Set<Reader>(["member", "lapsed", "subscriber", "editor"]);

/** Gift tokens for the paid post: one that opens it, a revoked one, another paid post's, and a valid one altered. */
export type GiftTokens = { valid: string; revoked: string; otherPost: string; tampered: string };
export type LeakFixture = {
  handle: DatabaseHandle;
  app: AppServer;
  cookies: Record<Reader, string>;
  gifts: GiftTokens;
  tagSlug: string;
  cleanup: () => Promise<void>;
};
type Populated = Pick<LeakFixture, "cookies" | "gifts" | "tagSlug">;

async function populate(handle: DatabaseHandle): Promise<Populated> {
  setDbHandle(handle);
  const db = handle.db;
  const author = await createUser(db, { role: "editor", handle: "leak-author", name: "Leak Author" });
  const tag = await createTag(db, { slug: "lanterns", name: "Lanterns" });
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  const paid = await createPost(db, {
    slug: "paid-canary",
    title: "A paid post",
    excerpt: generateExcerpt(paidBody),
    access: "paid",
    bodyMarkdown: paidBody,
    authorId: author.id,
    tagIds: [tag.id],
    publishedAt: at(1),
  });
  const members = await createPost(db, {
    slug: "members-canary",
    title: "A members post",
    excerpt: generateExcerpt(membersBody),
    access: "members",
    bodyMarkdown: membersBody,
    authorId: author.id,
    tagIds: [tag.id],
    publishedAt: at(2),
  });
  await createPost(db, {
    slug: "one-block-paid",
    title: "A paid post of one paragraph",
    excerpt: generateExcerpt(oneBlockBody),
    access: "paid",
    bodyMarkdown: oneBlockBody,
    authorId: author.id,
    tagIds: [tag.id],
    publishedAt: at(5),
  });
  await createPost(db, { slug: "public-post", title: "A public post", authorId: author.id, tagIds: [tag.id], publishedAt: at(3) });
  const otherPaid = await createPost(db, {
    slug: "other-paid",
    title: "Another paid post",
    access: "paid",
    authorId: author.id,
    publishedAt: at(4),
  });
  await rebuildSearchIndex(db);
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      siteName: "Groundwork",
      description: "Essays.",
      monthlyPlanName: "Monthly",
      monthlyPriceCents: 600,
      yearlyPlanName: "Yearly",
      yearlyPriceCents: 6000,
      commentAudience: "members",
    })
    .onConflictDoUpdate({ target: siteSettings.id, set: { commentAudience: "members" } });
  await db.insert(comments).values([
    { postId: paid.id, authorId: author.id, body: paidCommentCanary },
    { postId: members.id, authorId: author.id, body: membersCommentCanary },
  ]);

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
  const giver = { id: author.id, role: "editor" } as const;
  const gift = (postId: string) => createGiftLink({ actor: giver, postId });
  const [valid, revoked, otherPost] = [await gift(paid.id), await gift(paid.id), await gift(otherPaid.id)];
  await revokeGiftLink({ actor: giver, id: revoked.id });
  // The same link id with its signature's last character changed.
  const last = valid.token.at(-1) === "A" ? "B" : "A";
  const gifts = { valid: valid.token, revoked: revoked.token, otherPost: otherPost.token, tampered: `${valid.token.slice(0, -1)}${last}` };
  return {
    gifts,
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

export async function startLeakFixture(target: DatabaseTarget): Promise<LeakFixture> {
  const env = { AUTH_SECRET: randomBytes(33).toString("base64") };
  // Gift tokens are signed here with the server's secret.
  setEnvForTests(env);
  if (target === "postgres") {
    const handle = await createPostgresDatabase();
    const populated = await populate(handle);
    const app = await startAppServer({ ...env, DATABASE_URL: handle.url });
    return { handle, app, ...populated, cleanup: () => handle.close() };
  }
  // PGlite has one owner: fill its data folder first, close it, then let the server open it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-leaks-"));
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  const populated = await populate(handle);
  await handle.close();
  const app = await startAppServer({ ...env, DATABASE_URL: undefined, DATA_DIR: dataDir });
  return { handle, app, ...populated, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A revalidation as a browser or CDN sends it (fetch would add `Cache-Control: no-cache`, asking for it in full). */
export function conditionalGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    }).on("error", reject);
  });
}
