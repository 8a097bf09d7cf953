import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { posts, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { queueMail } from "@/server/mail/queue-mail";
import { renderPostMail } from "./render-post-mail";

/**
 * "Send a test email": the post as its newsletter, to the editor alone, through the same
 * queue (so it shows the real path, SMTP or outbox). It does not count as the post's one
 * newsletter and does not need the editor to have opted in.
 */
export async function sendTestEmail(actor: Actor, postId: string): Promise<{ to: string }> {
  assertRole(actor, "editor");
  const db = await getDb();
  const [post] = await db
    .select({
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      bodyMarkdown: posts.bodyMarkdown,
      coverImageUrl: posts.coverImageUrl,
      coverImageAlt: posts.coverImageAlt,
      authorName: users.name,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, postId));
  if (!post) throw new AppError("not_found", "That post does not exist.");
  const [editor] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!editor) throw new AppError("not_found", "Your account was not found.");
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const mail = renderPostMail(post, { isTest: true, siteName, logoUrl });
  await db.transaction((tx) =>
    queueMail(tx, { kind: "test", postId, requestedBy: actor.id, ...mail }, [{ userId: actor.id, email: editor.email }]),
  );
  return { to: editor.email };
}
