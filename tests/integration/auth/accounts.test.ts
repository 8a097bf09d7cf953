import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { users, sessions } from "@/server/db/schema";
import { createUserWithHandle } from "@/server/accounts/create-user-with-handle";
import { createHandleFromEmail } from "@/server/accounts/create-handle-from-email";
import { updateHandle } from "@/server/accounts/update-handle";
import { setUserRole } from "@/server/accounts/set-user-role";
import { promoteOwnerEmail } from "@/server/accounts/promote-owner-email";
import { AppError } from "@/server/errors";
import { createSessionCookie } from "../../support/sign-in";

describe.each(databaseTargets)("accounts and handles (%s)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives new accounts a handle from the email, unique ignoring case", async () => {
    const first = await createUserWithHandle({ email: "Sam@one.test" });
    const second = await createUserWithHandle({ email: "SAM@two.test" });
    const third = await createUserWithHandle({ email: "sam+x@three.test" });
    // Addresses are stored lower-case (as Auth.js normalizes them), so the handle starts lower-case.
    expect(first.handle).toBe("sam");
    expect(second.handle).toBe("sam-2");
    expect(third.handle).toBe("sam-3");
    expect(first.email).toBe("sam@one.test");
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await createHandleFromEmail("sam@four.test")).toBe("sam-4");
  });

  it("handles racing sign-ups for the same handle", async () => {
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => createUserWithHandle({ email: `race@r${i}.test` })));
    const handles = created.map((user) => user.handle.toLowerCase());
    expect(new Set(handles).size).toBe(6);
  });

  it("updates a handle: valid, invalid, taken (any case), own handle in another case", async () => {
    const { db } = handle;
    const anna = await createUserWithHandle({ email: "anna@h.test" });
    const bo = await createUserWithHandle({ email: "bo@h.test" });
    expect(await updateHandle(anna.id, "Anna_Writes")).toBe("Anna_Writes");
    const [row] = await db.select().from(users).where(eq(users.id, anna.id));
    expect(row?.handle).toBe("Anna_Writes");

    await expect(updateHandle(bo.id, "anna_writes")).rejects.toMatchObject({ code: "conflict" });
    await expect(updateHandle(bo.id, "bad handle")).rejects.toMatchObject({ code: "validation_failed" });
    await expect(updateHandle(bo.id, "")).rejects.toBeInstanceOf(AppError);
    await expect(updateHandle(bo.id, "x".repeat(65))).rejects.toMatchObject({ code: "validation_failed" });
    await expect(updateHandle(bo.id, 42)).rejects.toMatchObject({ code: "validation_failed" });
    // Changing only the letter case of one's own handle is fine.
    expect(await updateHandle(anna.id, "ANNA_WRITES")).toBe("ANNA_WRITES");
  });

  it("sets roles by email and promotes OWNER_EMAIL", async () => {
    const { db } = handle;
    const editor = await createUserWithHandle({ email: "ed@roles.test" });
    expect((await setUserRole("ED@roles.test", "editor")).role).toBe("editor");
    await expect(setUserRole("nobody@roles.test", "owner")).rejects.toMatchObject({ code: "not_found" });
    expect(await promoteOwnerEmail(editor.email, "Ed@Roles.test")).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, editor.id));
    expect(row?.role).toBe("owner");
    expect(await promoteOwnerEmail(editor.email, undefined)).toBe(false);
  });

  it("creates session cookies for tests", async () => {
    const cookie = await createSessionCookie(handle.db, { email: "tester@s.test", role: "editor" });
    expect(cookie.name).toBe("authjs.session-token");
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.sessionToken, cookie.value));
    expect(row?.userId).toBe(cookie.userId);
  });
});
