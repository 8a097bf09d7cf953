import "server-only";
import { sql } from "drizzle-orm";
import { mails, type MailKind } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { queueMailDeliveries, type Recipient } from "./queue-mail-deliveries";

export type NewMail = {
  kind: MailKind;
  /** Rendered once for every recipient, with mail-layout's marker where each one's unsubscribe link goes. */
  subject: string;
  html: string;
  text: string;
  postId?: string;
  /** Alerts and digests: the saved search they come from (its unsubscribe link stops it). */
  savedSearchId?: string;
  requestedBy?: string;
};

/**
 * The one way mail to members leaves (alerts, digests, test sends, and the newsletter's fan-out
 * through queueMailDeliveries): the mail is stored once, one delivery per recipient, and tasks
 * send them, in the caller's transaction. Returns the mail's id.
 */
export async function queueMail(tx: Transaction, mail: NewMail, recipients: Recipient[]): Promise<string> {
  const [row] = await tx
    .insert(mails)
    .values({ ...mail, queuedAt: sql`now()` })
    .returning({ id: mails.id });
  await queueMailDeliveries(tx, row!.id, recipients);
  return row!.id;
}
