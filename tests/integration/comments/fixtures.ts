import { paywallMarker } from "@/lib/paywall-preview";
import type { CommentAudience } from "@/lib/comment-rules";
import type { Database } from "@/server/db/open";
import { siteSettings, subscriptions, type Post, type User, type UserRole } from "@/server/db/schema";
import type { CommentMember } from "@/server/comments/comment-member";
import { createPost, createUser } from "@/server/seed/factories";

/** Who may comment, and whether first comments wait: the settings row, made or changed. */
export async function setCommentSettings(db: Database, audience: CommentAudience, holdFirst = false): Promise<void> {
  const values = { commentAudience: audience, commentsHoldFirst: holdFirst };
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
      ...values,
    })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
}

/** A new member (reader unless said otherwise), as the comment functions take them. */
export async function createMember(
  db: Database,
  role: UserRole = "reader",
  overrides: Partial<User> = {},
): Promise<CommentMember & { user: User }> {
  const user = await createUser(db, { role, ...overrides });
  return { userId: user.id, role, user };
}

export async function subscribe(db: Database, userId: string, currentPeriodEnd: Date | null = null): Promise<void> {
  await db.insert(subscriptions).values({ userId, source: "complimentary", plan: "yearly", status: "active", currentPeriodEnd });
}

/** A public post, a members post and a paid post (with a marker), by one editor. */
export async function createPostsOfEachAccess(db: Database): Promise<{ open: Post; members: Post; paid: Post; author: User }> {
  const author = await createUser(db, { role: "editor" });
  const body = `Open to all.\n\n${paywallMarker}\n\nThe rest.`;
  return {
    author,
    open: await createPost(db, { authorId: author.id, access: "public" }),
    members: await createPost(db, { authorId: author.id, access: "members", bodyMarkdown: body }),
    paid: await createPost(db, { authorId: author.id, access: "paid", bodyMarkdown: body }),
  };
}

/** The AppError a call throws (its code and message), or "resolved". */
export async function failureOf(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string } | "resolved"> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    const { code, status, message } = error as { code?: string; status?: number; message: string };
    if (code && status) return { code, status, message };
    if ((error as { name?: string }).name === "ZodError")
      return { code: "bad_request", status: 400, message: (error as { issues: { message: string }[] }).issues[0]!.message };
    throw error;
  }
}
