"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userRoles } from "@/lib/roles";
import { changeRole } from "@/server/accounts/change-role";
import { grantComplimentary, revokeComplimentary } from "@/server/accounts/member-subscriptions";
import { withAction } from "@/server/http/with-action";

const roleForm = z.object({ userId: z.string().min(1), role: z.enum(userRoles, { error: "Choose a role." }) });

export const changeRoleAction = withAction("owner", roleForm, async (input, { actor }) => {
  const member = await changeRole({ actor, userId: input.userId, role: input.role });
  revalidatePath(`/admin/members/${input.userId}`);
  return { message: `@${member.handle} is now ${member.role === "reader" ? "a reader" : `an ${member.role}`}` };
});

const grantForm = z.object({
  email: z.email(),
  // A date (YYYY-MM-DD) from the form, or empty for "no end date"; it ends at the end of that day, UTC.
  until: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Use a date like 2027-01-31.")
    .transform((value) => (value === "" ? null : value)),
  userId: z.string().default(""),
});

export const grantComplimentaryAction = withAction("editor", grantForm, async (input, { actor }) => {
  await grantComplimentary({ actor, email: input.email, until: input.until });
  revalidatePath(`/admin/members/${input.userId}`);
  return { message: "Complimentary subscription granted" };
});

const revokeForm = z.object({ email: z.email(), userId: z.string().default("") });

export const revokeComplimentaryAction = withAction("editor", revokeForm, async (input, { actor }) => {
  await revokeComplimentary({ actor, email: input.email });
  revalidatePath(`/admin/members/${input.userId}`);
  return { message: "Complimentary subscription revoked" };
});
