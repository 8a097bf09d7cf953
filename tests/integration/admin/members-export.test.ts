import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { csvField, streamMembersCsv } from "@/server/accounts/stream-members-csv";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";

/** A small RFC 4180 reader, enough for what the export writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== "," && char !== "\n" && char !== "\r")) {
      field += char;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    }
  }
  return rows;
}

describe.each(databaseTargets)("members export on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner", email: "owner@example.test" })).id, role: "owner" };
  });
  afterAll(() => handle.close());

  it("streams every member once, in batches, with role, joined date, subscription state and source", async () => {
    // 23 members who joined in the same microsecond: the keyset must break ties by id.
    const joined = new Date("2026-05-01T12:00:00.123Z");
    await handle.db
      .insert(users)
      .values(Array.from({ length: 23 }, (_, i) => ({ email: `m${i}@example.test`, handle: `m${i}`, createdAt: joined })));
    await createUser(handle.db, { email: "=HYPERLINK(1)@example.test", handle: "formula" });
    await grantComplimentarySubscription({ actor: owner, email: "m3@example.test", until: null });

    const reader = streamMembersCsv({ actor: owner, batchSize: 5 }).getReader();
    let text = "";
    let chunks = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      text += new TextDecoder().decode(next.value);
      chunks++;
    }
    expect(chunks).toBeGreaterThan(5);
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "email",
      "handle",
      "role",
      "joined",
      "subscription",
      "source",
      "name",
      "email_opt_in",
      "until",
      "stripe_customer_id",
    ]);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row[0])).size).toBe(25);
    expect(rows.find((row) => row[0] === "m3@example.test")?.slice(0, 6)).toEqual([
      "m3@example.test",
      "m3",
      "reader",
      joined.toISOString(),
      "active",
      "complimentary",
    ]);
    expect(rows.find((row) => row[0] === "m4@example.test")?.slice(4, 6)).toEqual(["none", ""]);
    expect(rows.find((row) => row[0] === "owner@example.test")?.[2]).toBe("owner");
    // Shown as text by a spreadsheet, never run as a formula.
    expect(rows.find((row) => row[1] === "formula")?.[0]).toBe("'=HYPERLINK(1)@example.test");
  });

  it("quotes fields that need it", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("plain")).toBe("plain");
    expect(csvField("-1")).toBe("'-1");
  });

  it("is for owners only", async () => {
    const editor: Actor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    expect(() => streamMembersCsv({ actor: editor })).toThrow(AppError);
  });
});
