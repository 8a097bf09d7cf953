import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, ne } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { setEnvForTests } from "@/server/env";
import { mailPreferences, subscriptions, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import { streamMembersCsv } from "@/server/accounts/stream-members-csv";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { createImportRun } from "@/server/import/create-import-run";
import { runImport } from "@/server/import/run-import";
import { grantImportedComplimentary } from "@/server/import/grant-imported-complimentary";

/** What a member is, as far as a move goes: address, name, email opt-in, and access until when. */
async function describeMembers(handle: DatabaseHandle) {
  const rows = await handle.db
    .select({ email: users.email, name: users.name, optIn: mailPreferences.newPosts, userId: users.id })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(ne(users.role, "owner"))
    .orderBy(asc(users.email));
  const subs = await handle.db.select().from(subscriptions);
  return rows.map((row) => {
    const sub = subs.find((s) => s.userId === row.userId && s.status === "active");
    return {
      email: row.email,
      name: row.name,
      optIn: Boolean(row.optIn),
      until: sub ? (sub.currentPeriodEnd?.toISOString() ?? "open") : null,
    };
  });
}

describe.each(databaseTargets)("members CSV out of one instance and into a fresh one on %s", (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("gives the same members: addresses, names, email opt-in and complimentary access with its end date; formula cells stay text", async () => {
    setEnvForTests({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gw-roundtrip-")) });
    handle = await createTestDatabase(target);
    const owner = { id: (await createUser(handle.db, { role: "owner", email: "owner@old.example" })).id, role: "owner" as const };
    const opted = await createUser(handle.db, { email: "reads.everything@example.com", name: "Ada, the reader" });
    await handle.db.insert(mailPreferences).values({ userId: opted.id, newPosts: true });
    await createUser(handle.db, { email: "quiet@example.com", name: '=HYPERLINK("http://x")' });
    await createUser(handle.db, { email: "comp@example.com", name: "Comp Lee" });
    await grantComplimentarySubscription({ actor: owner, email: "comp@example.com", until: "2031-01-31" });
    const before = await describeMembers(handle);

    const reader = streamMembersCsv({ actor: owner }).getReader();
    let csv = "";
    for (let next = await reader.read(); !next.done; next = await reader.read()) csv += new TextDecoder().decode(next.value);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    await handle.close();

    handle = await createTestDatabase(target);
    const newOwner = { id: (await createUser(handle.db, { role: "owner", email: "owner@new.example" })).id, role: "owner" as const };
    const file = path.join(mkdtempSync(path.join(tmpdir(), "gw-roundtrip-csv-")), "members.csv");
    writeFileSync(file, csv);
    const { run, plan } = await createImportRun({ actor: newOwner, fileName: "members.csv", sourcePath: file });
    expect(plan.summary.format).toBe("groundwork-members");
    await runImport(run.id);
    // Complimentary access at the old home comes in noted; the owner grants it in one step.
    await grantImportedComplimentary({ actor: newOwner, runId: run.id });

    const after = (await describeMembers(handle)).filter((member) => member.email !== "owner@old.example");
    expect(after).toEqual(before);
  }, 240_000);
});
