import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { accounts, emailChangeRequests, mailBounces, sessions, users, verificationTokens } from "@/server/db/schema";

/**
 * Who the member is and how they sign in: the account row, the sign-in providers linked to it
 * (never their tokens: those are credentials, not information about the member), when each
 * open session ends, pending sign-in links for their address (expiry only) and whether their
 * address bounced, and a change of address waiting for its confirmation (the new address and
 * expiry, never the link's token).
 */
export async function readMemberProfile(db: Database, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      handle: users.handle,
      role: users.role,
      bio: users.bio,
      image: users.image,
      emailVerified: users.emailVerified,
      welcomedAt: users.welcomedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const email = profile.email.toLowerCase();
  const [linkedSignIns, openSessions, pendingSignInLinks, bounces, emailChanges] = await Promise.all([
    db
      .select({ provider: accounts.provider, type: accounts.type, providerAccountId: accounts.providerAccountId, scope: accounts.scope })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db.select({ expires: sessions.expires }).from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.expires)),
    db
      .select({ expires: verificationTokens.expires })
      .from(verificationTokens)
      .where(sql`lower(${verificationTokens.identifier}) = ${email}`),
    db.select({ reason: mailBounces.reason, bouncedAt: mailBounces.bouncedAt }).from(mailBounces).where(eq(mailBounces.email, email)),
    db
      .select({ newEmail: emailChangeRequests.newEmail, requestedAt: emailChangeRequests.createdAt, expires: emailChangeRequests.expires })
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, userId)),
  ]);
  return {
    profile,
    linkedSignIns,
    openSessions,
    pendingSignInLinks,
    mailBounce: bounces[0] ?? null,
    pendingEmailChange: emailChanges[0] ?? null,
  };
}
