import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openPglite } from "@/server/db/open";
import { setDbHandle } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createUserWithHandle } from "@/server/accounts/create-user-with-handle";

const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-role-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const runRole = (...args: string[]) =>
  spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/user-role.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "development" },
    encoding: "utf8",
  });

describe("npm run user:role", () => {
  it("sets a role by email, and explains mistakes", async () => {
    const db = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(db);
    await createUserWithHandle({ email: "writer@example.test" });
    await db.close();

    const ok = runRole("Writer@Example.test", "editor");
    expect(ok.stdout).toContain("writer@example.test is now editor.");
    expect(ok.status).toBe(0);
    expect(runRole("writer@example.test", "wizard").status).toBe(1);
    const missing = runRole("ghost@example.test", "owner");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No account with the email ghost@example.test.");

    const reopened = await openPglite(path.join(dataDir, "pglite"));
    const [row] = await reopened.db
      .select({ role: users.role })
      .from(users)
      .where(sql`${users.email} = 'writer@example.test'`);
    await reopened.close();
    expect(row?.role).toBe("editor");
  }, 120_000);
});
