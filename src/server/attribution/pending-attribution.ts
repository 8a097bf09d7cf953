import "server-only";
import { eq, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { pendingAttributions, type AttributionValue } from "@/server/db/schema";

/** Longer than any sign-in link lives: a row still here after it is never confirmed. */
const keepMs = 2 * 24 * 60 * 60 * 1000;

/**
 * Keeps a join's (or a first sign-in's) attribution while its mail is out, and answers the id
 * the mailed link carries. Old unconfirmed rows go in the same breath.
 */
export async function savePendingAttribution(value: AttributionValue, now = new Date()): Promise<string> {
  const db = await getDb();
  await db.delete(pendingAttributions).where(lt(pendingAttributions.createdAt, new Date(now.getTime() - keepMs)));
  const [row] = await db
    .insert(pendingAttributions)
    .values({ attribution: value, createdAt: now })
    .returning({ id: pendingAttributions.id });
  return row!.id;
}

/** The pending attribution of a confirmed link, removed as it is read (a second confirmation finds none). */
export async function takePendingAttribution(id: string): Promise<AttributionValue | null> {
  const db = await getDb();
  const [row] = await db.delete(pendingAttributions).where(eq(pendingAttributions.id, id)).returning();
  return row?.attribution ?? null;
}
