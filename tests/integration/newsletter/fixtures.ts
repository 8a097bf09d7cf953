import { createUser } from "@/server/seed/factories";
import { mailPreferences, subscriptions, type User } from "@/server/db/schema";
import type { Database } from "@/server/db/open";
import type { ReceivedMail } from "../../support/smtp";

/** A member who chose "Email me new posts". */
export async function createOptedInMember(db: Database, overrides: Partial<User> = {}): Promise<User> {
  const user = await createUser(db, overrides);
  await db.insert(mailPreferences).values({ userId: user.id, newPosts: true });
  return user;
}

export async function grantSubscription(db: Database, userId: string): Promise<void> {
  await db.insert(subscriptions).values({ userId, source: "complimentary", plan: "complimentary", status: "active" });
}

/** One header of a received message (folded lines joined). */
export function header(mail: ReceivedMail, name: string): string | undefined {
  const end = mail.raw.indexOf("\r\n\r\n");
  const headers = mail.raw.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim();
}

/** The URL in List-Unsubscribe: <https://…>. */
export function listUnsubscribeUrl(mail: ReceivedMail): string {
  const value = header(mail, "List-Unsubscribe");
  const url = value && /<([^>]+)>/.exec(value)?.[1];
  if (!url) throw new Error(`No List-Unsubscribe URL in:\n${mail.raw.slice(0, 2000)}`);
  return url;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
