import { createUser } from "@/server/seed/factories";
import { mailLinks, mailPreferences, subscriptions, type User } from "@/server/db/schema";
import { readClickToken } from "@/server/newsletter/click-token";
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

/**
 * A received newsletter's text with each counted link (`<site>/l/<token>`) replaced by the
 * address it leads to, as a reader clicking it would reach it; the UTM tags of our own links
 * are left out unless `keepTags`.
 */
export async function resolveClickLinks(db: Database, text: string, { keepTags = false } = {}): Promise<string> {
  const links = await db.select({ id: mailLinks.id, url: mailLinks.url }).from(mailLinks);
  const urlOf = new Map(links.map((link) => [link.id, link.url]));
  return text.replace(/https?:\/\/[^/\s"]+\/l\/([\w.-]+)/g, (whole, token: string) => {
    const claim = readClickToken(token);
    const url = claim && urlOf.get(claim.linkId);
    if (!url) return whole;
    if (keepTags) return url;
    const stripped = new URL(url);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) stripped.searchParams.delete(name);
    return stripped.toString();
  });
}
