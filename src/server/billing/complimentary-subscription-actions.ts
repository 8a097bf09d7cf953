"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/server/auth/session";
import { AppError, describeZodError } from "@/server/errors";
import { grantComplimentarySubscription } from "./grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "./revoke-complimentary-subscription";

/**
 * Server actions for the admin members page (useActionState): the role is checked here,
 * and again inside the domain functions. Errors come back as values for the form.
 */
export type ComplimentaryActionState = { ok: boolean; message: string; fields?: Record<string, string> } | null;

const grantSchema = z.object({
  email: z.email("Enter an email address"),
  until: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").optional())
    .optional(),
});

export async function grantComplimentarySubscriptionAction(_previous: ComplimentaryActionState, form: FormData): Promise<ComplimentaryActionState> {
  return runAction(async () => {
    const session = await requireRole("editor");
    const input = grantSchema.parse({ email: form.get("email"), until: form.get("until") ?? undefined });
    const row = await grantComplimentarySubscription({ actor: { id: session.user.id, role: session.role }, ...input });
    revalidatePath("/admin/members");
    const end = row.currentPeriodEnd ? ` until ${row.currentPeriodEnd.toISOString().slice(0, 10)}` : "";
    return { ok: true, message: `Complimentary subscription granted to ${input.email}${end}.` };
  });
}

export async function revokeComplimentarySubscriptionAction(_previous: ComplimentaryActionState, form: FormData): Promise<ComplimentaryActionState> {
  return runAction(async () => {
    const session = await requireRole("editor");
    const { email } = grantSchema.pick({ email: true }).parse({ email: form.get("email") });
    const revoked = await revokeComplimentarySubscription({ actor: { id: session.user.id, role: session.role }, email });
    revalidatePath("/admin/members");
    return { ok: true, message: revoked ? `Complimentary subscription of ${email} revoked.` : `${email} had no complimentary subscription.` };
  });
}

async function runAction(run: () => Promise<ComplimentaryActionState>): Promise<ComplimentaryActionState> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof z.ZodError) return { ok: false, ...describeZodError(error) };
    if (error instanceof AppError) return { ok: false, message: error.message, fields: error.details?.fields };
    console.error("[billing] complimentary subscription action", error);
    return { ok: false, message: "Something went wrong on our side. Please try again." };
  }
}
