import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailLinks } from "@/server/db/schema";

/**
 * Where a newsletter link leads. A link never changes once its mail is queued, so each process
 * reads an address once (a primary-key lookup) and keeps it: the clicks that follow are answered
 * from memory. Unknown ids are not kept (a valid signature is needed to ask at all).
 */
const known = new Map<number, string>();
const maxKnown = 20_000;

export async function findMailLinkUrl(linkId: number): Promise<string | null> {
  const cached = known.get(linkId);
  if (cached !== undefined) return cached;
  const db = await getDb();
  const [row] = await db.select({ url: mailLinks.url }).from(mailLinks).where(eq(mailLinks.id, linkId));
  if (!row) return null;
  known.set(linkId, row.url);
  if (known.size > maxKnown) known.delete(known.keys().next().value!);
  return row.url;
}

/** The address if this process has read it already (the redirect then takes no tick). */
export function knownMailLinkUrl(linkId: number): string | undefined {
  return known.get(linkId);
}
