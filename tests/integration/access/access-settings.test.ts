import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { siteSettings } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { describeZodError } from "@/server/errors";
import { defaultAccessSettings, getAccessSettings } from "@/server/settings/get-access-settings";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { updateAccessSettings } from "@/server/settings/update-access-settings";

const valid = { defaultPostAccess: "paid", meterFreePaidPosts: "3", giftLinksPerMonth: "2", archivePaidAfterDays: "" };

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ZodError);
  return describeZodError(error as ZodError).fields ?? {};
}

describe.each(databaseTargets)("paywall settings on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner" })).id, role: "owner" };
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(() => handle.close());

  it("start off (public by default, no meter, no archive); only an owner saves them, and the rest of the settings keep their defaults", async () => {
    expect(await getAccessSettings()).toEqual(defaultAccessSettings);
    const error = await updateAccessSettings({ actor: editor, input: valid }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("forbidden");
    expect(await handle.db.select().from(siteSettings)).toEqual([]);

    await updateAccessSettings({ actor: owner, input: valid });
    expect(await getAccessSettings()).toEqual({
      defaultPostAccess: "paid",
      meterLimit: 3,
      giftLinksPerMonth: 2,
      archivePaidAfterDays: null,
    });
    expect((await getSiteSettings()).monthlyPlanName).toBe("Monthly");

    await updateAccessSettings({ actor: owner, input: { ...valid, meterFreePaidPosts: "0", archivePaidAfterDays: " 90 " } });
    expect(await getAccessSettings()).toMatchObject({ meterLimit: 0, archivePaidAfterDays: 90 });
  });

  it("bad input names the field and changes nothing", async () => {
    const before = await getAccessSettings();
    expect(await fieldErrors(updateAccessSettings({ actor: owner, input: { ...valid, defaultPostAccess: "vip" } }))).toHaveProperty(
      "defaultPostAccess",
    );
    expect(await fieldErrors(updateAccessSettings({ actor: owner, input: { ...valid, meterFreePaidPosts: "-1" } }))).toHaveProperty(
      "meterFreePaidPosts",
    );
    expect(await fieldErrors(updateAccessSettings({ actor: owner, input: { ...valid, meterFreePaidPosts: "2.5" } }))).toHaveProperty(
      "meterFreePaidPosts",
    );
    expect(await fieldErrors(updateAccessSettings({ actor: owner, input: { ...valid, giftLinksPerMonth: "5000" } }))).toHaveProperty(
      "giftLinksPerMonth",
    );
    for (const days of ["0", "abc", "40000"]) {
      expect(await fieldErrors(updateAccessSettings({ actor: owner, input: { ...valid, archivePaidAfterDays: days } }))).toHaveProperty(
        "archivePaidAfterDays",
      );
    }
    expect(await getAccessSettings()).toEqual(before);
  });
});
