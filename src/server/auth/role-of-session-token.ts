import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { sessions, users, type UserRole } from "@/server/db/schema";

const rememberMs = 60_000;
const maxRemembered = 10_000;
const remembered = new Map<string, { role: UserRole | null; until: number }>();

/**
 * The role of the account a session cookie belongs to (null: no such live session), remembered a
 * minute per token so a reader's page views cost at most one lookup a minute. For decisions
 * that may lag a minute behind a role change or a sign-out (analytics), never for access.
 */
export async function roleOfSessionToken(token: string, now = Date.now()): Promise<UserRole | null> {
  const known = remembered.get(token);
  if (known && known.until > now) return known.role;
  const db = await getDb();
  const [row] = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionToken, token), gt(sessions.expires, new Date(now))));
  if (remembered.size >= maxRemembered) remembered.clear();
  remembered.set(token, { role: row?.role ?? null, until: now + rememberMs });
  return row?.role ?? null;
}
