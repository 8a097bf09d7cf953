import type { Database } from "@/server/db/open";
import {
  attributions,
  signIns,
  accounts,
  commentBans,
  commentLikes,
  commentMailPreferences,
  commentReports,
  comments,
  giftLinks,
  importRuns,
  importSources,
  mailDeliveries,
  mailPreferences,
  mails,
  meteredReads,
  savedSearches,
  sessions,
  stripeCustomers,
  subscriptionRequests,
  subscriptions,
  verificationTokens,
  type Post,
  type User,
} from "@/server/db/schema";
import { grantComplimentary } from "@/server/accounts/member-subscriptions";
import { createPost, createUser } from "@/server/seed/factories";

export type MemberWorld = {
  member: User;
  other: User;
  owner: User;
  post: Post;
  /** The member's top-level comment that another member replied to (a tombstone when deleted). */
  answeredComment: string;
  /** The member's comment nobody answered (removed when deleted). */
  loneComment: string;
  /** The other member's comment the member liked and reported. */
  othersComment: string;
  /** The other member's reply under the member's answered comment. */
  othersReply: string;
};

let sequence = 0;

/**
 * A member with a row in every kind of table that holds something about them, beside another
 * member and an owner whose rows must survive the member's deletion untouched.
 */
export async function createMemberWorld(db: Database, options: { stripeSubscriptionId?: string } = {}): Promise<MemberWorld> {
  const n = `${Date.now().toString(36)}${++sequence}`;
  const owner = await createUser(db, { role: "owner", email: `owner-${n}@world.test`, handle: `owner-${n}` });
  const member = await createUser(db, { email: `Member-${n}@World.test`, handle: `member-${n}`, name: "Mem Ber", bio: "Reads a lot." });
  const other = await createUser(db, { email: `other-${n}@world.test`, handle: `other-${n}` });
  const post = await createPost(db, { authorId: owner.id, access: "paid", title: `Paid post ${n}` });

  await db
    .insert(accounts)
    .values({ userId: member.id, type: "oauth", provider: "github", providerAccountId: `gh-${n}`, access_token: "secret-token" });
  await db.insert(sessions).values({ sessionToken: `session-${n}`, userId: member.id, expires: new Date(Date.now() + 86_400_000) });
  await db
    .insert(verificationTokens)
    .values({ identifier: member.email.toLowerCase(), token: `link-${n}`, expires: new Date(Date.now() + 600_000) });
  await db.insert(mailPreferences).values({ userId: member.id, newPosts: true });
  await db.insert(commentMailPreferences).values({ userId: member.id, replies: false });
  await grantComplimentary({ actor: { id: owner.id, role: "owner" }, email: member.email, until: null });
  await db.insert(subscriptions).values({
    userId: member.id,
    source: "stripe",
    plan: "monthly",
    status: options.stripeSubscriptionId ? "active" : "canceled",
    currentPeriodEnd: new Date(Date.now() + (options.stripeSubscriptionId ? 20 : -20) * 86_400_000),
    stripeCustomerId: `cus_${n}`,
    stripeSubscriptionId: options.stripeSubscriptionId ?? `sub_old_${n}`,
  });
  await db.insert(stripeCustomers).values({ userId: member.id, stripeCustomerId: `cus_${n}` });
  await db
    .insert(subscriptionRequests)
    .values({ userId: member.id, plan: "yearly", note: "Student, please", status: "declined", resolvedById: owner.id });
  await db.insert(meteredReads).values({ userId: member.id, month: "2026-11", postIds: [post.id] });
  await db.insert(giftLinks).values({ postId: post.id, giverId: member.id, opens: 3 });
  await db.insert(savedSearches).values({ userId: member.id, name: "Habits", query: "habit loops", frequency: "daily" });
  await db.insert(attributions).values({ subject: "member", userId: member.id, pagePath: `/posts/${post.slug}`, channel: "newsletter" });
  await db.insert(signIns).values({ userId: member.id, provider: "email" });

  const [answered] = await db.insert(comments).values({ postId: post.id, authorId: member.id, body: "My answered thought" }).returning();
  const [lone] = await db.insert(comments).values({ postId: post.id, authorId: member.id, body: "My lone thought" }).returning();
  const [others] = await db.insert(comments).values({ postId: post.id, authorId: other.id, body: "Someone else's thought" }).returning();
  const [reply] = await db
    .insert(comments)
    .values({ postId: post.id, authorId: other.id, parentId: answered!.id, body: "A reply by someone else" })
    .returning();
  await db.insert(commentLikes).values([
    { commentId: others!.id, userId: member.id },
    { commentId: lone!.id, userId: other.id },
  ]);
  await db.insert(commentReports).values({ commentId: others!.id, reporterId: member.id, reason: "Off topic" });
  await db
    .insert(commentBans)
    .values({ userId: member.id, reason: "Cooling off", bannedBy: owner.id, until: new Date(Date.now() + 86_400_000) });

  const [mail] = await db
    .insert(mails)
    .values({ kind: "welcome", subject: `Welcome ${n}`, requestedBy: member.id })
    .returning();
  await db.insert(mailDeliveries).values({ mailId: mail!.id, userId: member.id, email: member.email, status: "sent", sentAt: new Date() });
  const [run] = await db
    .insert(importRuns)
    .values({ format: "substack", fileName: `export-${n}.zip`, filePath: `imports/${n}`, report: {}, status: "done", createdBy: owner.id })
    .returning();
  await db.insert(importSources).values({
    platform: "substack",
    kind: "member",
    sourceId: member.email.toLowerCase(),
    entityId: member.id,
    runId: run!.id,
    note: { tier: "paid" },
  });
  return {
    member,
    other,
    owner,
    post,
    answeredComment: answered!.id,
    loneComment: lone!.id,
    othersComment: others!.id,
    othersReply: reply!.id,
  };
}
