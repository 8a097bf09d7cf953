import "server-only";
import { and, between, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailDeliveries, mails, type MailRow } from "@/server/db/schema";
import { getEnv } from "@/server/env";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { buildMimeMessage, type BuiltMessage } from "./build-mime-message";
import { findUnwantedDeliveries } from "./find-unwanted-deliveries";
import { fillUnsubscribeLink } from "./mail-layout";
import { fillClickLinks, hasClickLinks } from "@/server/newsletter/click-link-marker";
import { recordDeliveryOutcome, type DeliveryResult } from "./record-delivery-outcome";
import { sendBulkMessage } from "./send-bulk-message";
import { createUnsubscribeToken, unsubscribeUrl, type UnsubscribeScope } from "./unsubscribe-token";

// A mail never changes once queued, so its built message serves every batch (a few recent mails are enough).
const builtMessages = new Map<string, Promise<BuiltMessage | null>>();

function builtMessageOf(mail: Pick<MailRow, "id" | "subject" | "html" | "text">): Promise<BuiltMessage | null> {
  const env = getEnv();
  // A mail with counted links differs in every link per recipient: composed per message.
  if (!env.SMTP_URL || hasClickLinks(mail.html)) return Promise.resolve(null);
  let built = builtMessages.get(mail.id);
  if (!built) {
    built = buildMimeMessage({ from: env.MAIL_FROM, subject: mail.subject, html: mail.html, text: mail.text }).catch(() => null);
    builtMessages.set(mail.id, built);
    if (builtMessages.size > 20) builtMessages.delete(builtMessages.keys().next().value!);
  }
  return built;
}

/** Sends under way at once in one batch: enough to keep the pool's connections busy, few enough that a stop leaves the rest unstarted. */
const sendsInFlight = 10;

async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * What a mail's unsubscribe link stops: its saved search, its kind of comment mail, or new posts.
 * Null for an account notice (a changed address): it is about the account, not a subscription,
 * so it carries no unsubscribe link and no List-Unsubscribe header.
 */
function scopeOf(mail: Pick<MailRow, "kind" | "savedSearchId">): UnsubscribeScope | null {
  if (mail.kind === "account_notice") return null;
  if (mail.kind === "comment_reply") return { kind: "replies" };
  if (mail.kind === "comment_new" || mail.kind === "comment_summary") return { kind: "new-comments" };
  if (mail.kind === "comment_report") return { kind: "reports" };
  return mail.savedSearchId && mail.kind !== "post" ? { kind: "search", savedSearchId: mail.savedSearchId } : { kind: "posts" };
}

/**
 * `mail.deliver`: sends the still-pending deliveries of one batch of a mail, all at once through
 * the pooled transport, each marked as its send settles. Skips members who no longer want it.
 * If some failed for now (the mail server is down, a 4xx), the task fails and its retry sends
 * only those. Stopping (SIGTERM past the grace time): sends not started are not started.
 */
export const deliverMailTask = defineTaskHandler("mail.deliver", {
  maxAttempts: 30,
  retryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  leaseMs: 60_000,
  concurrency: 2,
  async run({ mailId, firstDeliveryId, lastDeliveryId }, { signal }) {
    const db = await getDb();
    const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
    if (!mail) return;
    const batch = await db
      .select({ id: mailDeliveries.id, userId: mailDeliveries.userId, email: mailDeliveries.email })
      .from(mailDeliveries)
      .where(
        and(
          eq(mailDeliveries.mailId, mailId),
          eq(mailDeliveries.status, "pending"),
          between(mailDeliveries.id, firstDeliveryId, lastDeliveryId),
        ),
      );
    const unwanted = await findUnwantedDeliveries(
      db,
      batch.map((delivery) => delivery.id),
    );
    if (unwanted.size > 0) {
      await db
        .update(mailDeliveries)
        .set({ status: "skipped" })
        .where(and(inArray(mailDeliveries.id, [...unwanted]), eq(mailDeliveries.status, "pending")));
    }
    const built = await builtMessageOf(mail);
    let firstError = "";
    const results = await mapWithConcurrency(
      batch.filter((delivery) => !unwanted.has(delivery.id)),
      sendsInFlight,
      async (delivery): Promise<DeliveryResult | "not started"> => {
        if (signal.aborted) return "not started";
        const scope = scopeOf(mail);
        const link = scope ? unsubscribeUrl(createUnsubscribeToken(delivery.userId, scope)) : null;
        const outcome = await sendBulkMessage({
          to: delivery.email,
          subject: mail.subject,
          html: fillClickLinks(link ? fillUnsubscribeLink(mail.html, link, true) : mail.html, delivery.id, true),
          text: fillClickLinks(link ? fillUnsubscribeLink(mail.text, link, false) : mail.text, delivery.id, false),
          unsubscribeUrl: link,
          built: link ? built : null,
        });
        if (!outcome.ok) firstError ||= outcome.error;
        return recordDeliveryOutcome(db, delivery, outcome);
      },
    );
    if (signal.aborted && results.includes("not started")) throw signal.reason;
    const failed = results.filter((result) => result === "retried").length;
    if (failed > 0) throw new Error(`${failed} of ${results.length} messages not accepted yet (${firstError})`);
  },
});
