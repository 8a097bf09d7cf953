import "server-only";
import { asc, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailPreferences, stripeCustomers, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { readSubscriptionStates } from "./read-subscription-states";

const defaultBatchSize = 1000;
/** The last four columns carry what a move needs (our importer reads them: parse-groundwork-members.ts). */
const header = ["email", "handle", "role", "joined", "subscription", "source", "name", "email_opt_in", "until", "stripe_customer_id"];
const currentStates = new Set(["active", "ending", "trialing"]);

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (or tab
 * or CR) gets a ' first so a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;

type Cursor = { joined: string; id: string };

/**
 * Every member as CSV, oldest first, read in batches of 1,000 by keyset (joined, id) as the
 * reader of the stream asks for more: memory stays at one batch however many members there
 * are, and a slow download slows the reads instead of buffering them.
 */
export function streamMembersCsv(options: { actor: Actor; now?: Date; batchSize?: number }): ReadableStream<Uint8Array> {
  assertRole(options.actor, "owner");
  const batchSize = options.batchSize ?? defaultBatchSize;
  const encoder = new TextEncoder();
  const now = options.now ?? new Date();
  let cursor: Cursor | null = null;
  let isDone = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      if (isDone) return;
      const db = await getDb();
      // The cursor keeps the timestamp as PostgreSQL wrote it (microseconds), not a JS Date (ms).
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          handle: users.handle,
          role: users.role,
          joined: sql<string>`${users.createdAt}::text`,
          joinedAt: users.createdAt,
          name: users.name,
          emailOptIn: mailPreferences.newPosts,
          stripeCustomerId: stripeCustomers.stripeCustomerId,
        })
        .from(users)
        .leftJoin(mailPreferences, sql`${mailPreferences.userId} = ${users.id}`)
        .leftJoin(stripeCustomers, sql`${stripeCustomers.userId} = ${users.id}`)
        .where(cursor ? sql`(${users.createdAt}, ${users.id}) > (${cursor.joined}::timestamptz, ${cursor.id})` : undefined)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(batchSize);
      const states = await readSubscriptionStates(
        db,
        rows.map((row) => row.id),
        now,
      );
      const text = rows
        .map((row) => {
          const state = states.get(row.id);
          const isCurrent = currentStates.has(state?.state ?? "none");
          return csvLine([
            row.email,
            row.handle,
            row.role,
            row.joinedAt.toISOString(),
            state?.state ?? "none",
            state?.source ?? "",
            row.name ?? "",
            row.emailOptIn ? "true" : "false",
            isCurrent && state?.date ? state.date.toISOString() : "",
            row.stripeCustomerId ?? "",
          ]);
        })
        .join("");
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) {
        isDone = true;
        controller.close();
        return;
      }
      cursor = { joined: last.joined, id: last.id };
    },
  });
}
