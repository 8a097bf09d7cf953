import "server-only";
import { count, desc, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { readSubscriptionStates } from "./read-subscription-states";

export const membersQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
const membersPageSize = 25;

/** Accounts, newest first, with their subscription state; `q` matches part of an email or handle. */
export async function listMembers(options: { actor: Actor; query: z.input<typeof membersQuerySchema> }) {
  assertRole(options.actor, "editor");
  const query = membersQuerySchema.parse(options.query);
  const db = await getDb();
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.handle, pattern)) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, handle: users.handle, name: users.name, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(membersPageSize)
      .offset((query.page - 1) * membersPageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const totalCount = Number(total?.total ?? 0);
  const states = await readSubscriptionStates(
    db,
    items.map((item) => item.id),
  );
  return {
    items: items.map((item) => ({ ...item, subscription: states.get(item.id)! })),
    total: totalCount,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / membersPageSize)),
    query,
  };
}
