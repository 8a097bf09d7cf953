import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml } from "@/lib/escape-html";
import { getDb } from "@/server/db/client";
import { subscriptionRequests, users } from "@/server/db/schema";
import { getEnv } from "@/server/env";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { sendMail } from "@/server/mail/send-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";

/**
 * `membership.notify-subscription-request`: mails the editors about a member's request —
 * CONTACT_EMAIL when it is set, otherwise every owner. A retry after a failed send may mail an
 * editor twice, never the member. A request already answered (or deleted) is not mailed.
 */
export const notifySubscriptionRequestTask = defineTaskHandler("membership.notify-subscription-request", {
  maxAttempts: 20,
  retryDelayMs: 30_000,
  async run({ requestId }) {
    const db = await getDb();
    const [request] = await db
      .select({ plan: subscriptionRequests.plan, note: subscriptionRequests.note, status: subscriptionRequests.status, email: users.email })
      .from(subscriptionRequests)
      .innerJoin(users, eq(users.id, subscriptionRequests.userId))
      .where(eq(subscriptionRequests.id, requestId));
    if (!request || request.status !== "pending") return;
    const env = getEnv();
    const recipients = env.CONTACT_EMAIL
      ? [env.CONTACT_EMAIL]
      : (await db.select({ email: users.email }).from(users).where(eq(users.role, "owner"))).map((owner) => owner.email);
    if (recipients.length === 0) return;
    const { siteName } = await getSiteSettings();
    const link = new URL("/admin/requests", env.SITE_URL).toString();
    const note = request.note || "(no note)";
    const subject = `Subscription request from ${request.email}`;
    const text = `${request.email} asks for a ${request.plan} subscription to ${siteName}.\n\nTheir note:\n${note}\n\nGrant it or decline it: ${link}\n`;
    const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px">
<p><strong>${escapeHtml(request.email)}</strong> asks for a ${escapeHtml(request.plan)} subscription to ${escapeHtml(siteName)}.</p>
<p style="white-space:pre-wrap;border-left:3px solid #d4d4d8;padding-left:12px">${escapeHtml(note)}</p>
<p><a href="${escapeHtml(link)}">Grant it or decline it</a></p></body></html>`;
    for (const to of recipients) await sendMail({ to, subject, text, html });
  },
});
