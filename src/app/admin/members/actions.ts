"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/server/auth/session";
import { actorFromSession } from "@/server/admin/actor";
import { toActionError } from "@/server/admin/action-result";
import { changeRole } from "@/server/admin/change-role";
import { grantComplimentary, revokeComplimentary } from "@/server/admin/member-subscriptions";
import { userRoles } from "@/server/db/schema";
import type { FormState } from "@/lib/admin/action-types";

const text = (form: FormData, key: string) => String(form.get(key) ?? "");

export async function changeRoleAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { userId: text(form, "userId"), role: text(form, "role") };
  try {
    const actor = actorFromSession(await requireRole("owner"));
    const input = z.object({ userId: z.string().min(1), role: z.enum(userRoles, { error: "Choose a role." }) }).parse(values);
    const member = await changeRole({ actor, userId: input.userId, role: input.role });
    revalidatePath(`/admin/members/${input.userId}`);
    return { ok: true, message: `@${member.handle} is now ${member.role === "reader" ? "a reader" : `an ${member.role}`}`, values, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}

const grantSchema = z.object({
  email: z.email(),
  // A date (YYYY-MM-DD) from the form, or empty for "no end date"; it ends at the end of that day, UTC.
  until: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Use a date like 2027-01-31.")
    .transform((value) => (value === "" ? null : value)),
});

export async function grantComplimentaryAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { email: text(form, "email"), until: text(form, "until"), userId: text(form, "userId") };
  try {
    const actor = actorFromSession(await requireRole("editor"));
    const input = grantSchema.parse(values);
    await grantComplimentary({ actor, email: input.email, until: input.until });
    revalidatePath(`/admin/members/${values.userId}`);
    return { ok: true, message: "Complimentary subscription granted", values, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}

export async function revokeComplimentaryAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { email: text(form, "email"), userId: text(form, "userId") };
  try {
    const actor = actorFromSession(await requireRole("editor"));
    await revokeComplimentary({ actor, email: z.email().parse(values.email) });
    revalidatePath(`/admin/members/${values.userId}`);
    return { ok: true, message: "Complimentary subscription revoked", values, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}
