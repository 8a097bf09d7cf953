import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { deliverMessage, type DeliveryOutcome } from "./deliver-message";
import { getEnv } from "@/server/env";
import { fillUnsubscribeLink } from "./mail-layout";
import { prebuildMail, type PrebuiltMail } from "./prebuilt-mail";
import { createUnsubscribeToken, unsubscribeUrl, type UnsubscribeScope } from "./unsubscribe-token";

export type SendOptions = {
  /** Rows claimed at once. */
  batchSize: number;
  /** How long a claim holds its rows: a worker that dies leaves them due again after this. */
  leaseMs: number;
  /** First retry after a transient failure; doubled each time, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** After this many tries a transiently failing row is marked failed. */
  maxAttempts: number;
};

export const defaultSendOptions: SendOptions = {
  batchSize: 100,
  leaseMs: 5 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 30,
};

type Claimed = { id: number; mail_id: string; user_id: string; email: string; attempts: number };
type MailContent = { id: string; kind: string; subject: string; html: string; text: string; saved_search_id: string | null };

export type SendResult = { claimed: number; sent: number; failed: number; retried: number; skipped: number };

/**
 * Claims a batch of due deliveries and sends them. The claim moves each row's next attempt to
 * the end of a lease under a fresh token (FOR UPDATE SKIP LOCKED: concurrent workers take
 * different rows); each row is marked the moment its send settles, so a crash can repeat at
 * most the sends in flight at that instant.
 */
export async function sendDueDeliveries(options: SendOptions = defaultSendOptions): Promise<SendResult> {
  const db = await getDb();
  const token = randomUUID();
  const { rows: claimed } = await db.execute<Claimed>(sql`
    UPDATE mail_deliveries d
    SET claim_token = ${token}, attempts = d.attempts + 1,
        next_attempt_at = now() + ${options.leaseMs} * interval '1 millisecond'
    FROM (
      SELECT id FROM mail_deliveries
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT ${options.batchSize}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE d.id = due.id
    RETURNING d.id, d.mail_id, d.user_id, d.email, d.attempts`);
  const result: SendResult = { claimed: claimed.length, sent: 0, failed: 0, retried: 0, skipped: 0 };
  if (claimed.length === 0) return result;

  const list = (values: (string | number)[]) =>
    sql`(${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  const ids = claimed.map((row) => Number(row.id));
  const mailIds = [...new Set(claimed.map((row) => row.mail_id))];
  const { rows: contents } = await db.execute<MailContent>(
    sql`SELECT id, kind, subject, html, text, saved_search_id FROM mails WHERE id IN ${list(mailIds)}`,
  );
  // Between queueing and sending a member may have unsubscribed or their address bounced.
  const { rows: unwanted } = await db.execute<{ id: number }>(sql`
    SELECT d.id FROM mail_deliveries d
    JOIN mails m ON m.id = d.mail_id
    LEFT JOIN mail_preferences mp ON mp.user_id = d.user_id
    LEFT JOIN saved_searches ss ON ss.id = m.saved_search_id
    WHERE d.id IN ${list(ids)} AND (
      EXISTS (SELECT 1 FROM mail_bounces b WHERE b.email = lower(d.email))
      OR (m.kind = 'post' AND NOT coalesce(mp.new_posts, false))
      OR (m.kind IN ('alert', 'digest') AND (ss.id IS NULL OR ss.frequency = 'off')))`);
  const unwantedIds = new Set(unwanted.map((row) => Number(row.id)));
  if (unwantedIds.size > 0) {
    await db.execute(sql`
      UPDATE mail_deliveries SET status = 'skipped', claim_token = NULL
      WHERE id IN ${list([...unwantedIds])} AND claim_token = ${token}`);
    result.skipped = unwantedIds.size;
  }

  const byId = new Map(contents.map((mail) => [mail.id, mail]));
  const prebuilt = new Map(await Promise.all(contents.map(async (mail) => [mail.id, await prebuiltFor(mail)] as const)));
  await Promise.all(
    claimed
      .filter((row) => !unwantedIds.has(Number(row.id)))
      .map(async (row) => {
        const mail = byId.get(row.mail_id);
        if (!mail) return;
        const scope: UnsubscribeScope =
          mail.saved_search_id && mail.kind !== "post" ? { kind: "search", savedSearchId: mail.saved_search_id } : { kind: "posts" };
        const link = unsubscribeUrl(createUnsubscribeToken(row.user_id, scope));
        const outcome = await deliverMessage({
          to: row.email,
          subject: mail.subject,
          html: fillUnsubscribeLink(mail.html, link, true),
          text: fillUnsubscribeLink(mail.text, link, false),
          unsubscribeUrl: link,
          prebuilt: prebuilt.get(mail.id),
        });
        const kind = await recordOutcome(row, token, outcome, options);
        result[kind] += 1;
      }),
  );
  return result;
}

// A mail's content never changes once queued, so its built message serves every batch.
const builtMails = new Map<string, Promise<PrebuiltMail | null>>();

function prebuiltFor(mail: MailContent): Promise<PrebuiltMail | null> {
  const env = getEnv();
  if (!env.SMTP_URL) return Promise.resolve(null);
  let built = builtMails.get(mail.id);
  if (!built) {
    built = prebuildMail({ from: env.MAIL_FROM, subject: mail.subject, html: mail.html, text: mail.text }).catch(() => null);
    builtMails.set(mail.id, built);
    // A few recent mails are enough: a batch holds rows of one or two mails.
    if (builtMails.size > 20) builtMails.delete(builtMails.keys().next().value!);
  }
  return built;
}

function backoffMs(attempts: number, options: SendOptions): number {
  const base = Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempts - 1));
  // Jitter spreads retries of a whole batch that failed together (an SMTP outage).
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

async function recordOutcome(row: Claimed, token: string, outcome: DeliveryOutcome, options: SendOptions) {
  const db = await getDb();
  const mine = sql`id = ${Number(row.id)} AND claim_token = ${token}`;
  if (outcome.ok) {
    await db.execute(sql`UPDATE mail_deliveries SET status = 'sent', sent_at = now(), claim_token = NULL, last_error = NULL WHERE ${mine}`);
    return "sent" as const;
  }
  if (outcome.permanent || row.attempts >= options.maxAttempts) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE mail_deliveries SET status = 'failed', claim_token = NULL, last_error = ${outcome.error} WHERE ${mine}`);
      if (outcome.permanent) {
        await tx.execute(sql`
          INSERT INTO mail_bounces (email, reason) VALUES (lower(${row.email}), ${outcome.error})
          ON CONFLICT (email) DO NOTHING`);
      }
    });
    return "failed" as const;
  }
  await db.execute(sql`
    UPDATE mail_deliveries SET claim_token = NULL, last_error = ${outcome.error},
      next_attempt_at = now() + ${backoffMs(row.attempts, options)} * interval '1 millisecond'
    WHERE ${mine}`);
  return "retried" as const;
}
