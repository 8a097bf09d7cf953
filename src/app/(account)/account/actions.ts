"use server";

import { revalidatePath } from "next/cache";
import { requireUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { updateHandle } from "@/server/accounts/update-handle";
import { AppError } from "@/server/errors";

export type HandleFormState = { status: "idle" | "saved" | "error"; handle?: string; message?: string; at?: number };

/** The account page's handle form. Checks the session itself (never trusts the page). */
export async function saveHandleAction(_previous: HandleFormState, formData: FormData): Promise<HandleFormState> {
  try {
    const session = await requireUser();
    const handle = await updateHandle(await getDb(), session.user.id, formData.get("handle"));
    revalidatePath("/account");
    return { status: "saved", handle, at: Date.now() };
  } catch (error) {
    if (error instanceof AppError) return { status: "error", message: error.details?.fields?.handle ?? error.message, at: Date.now() };
    console.error("[account] saving a handle failed", error);
    return { status: "error", message: "Your handle could not be saved. Please try again.", at: Date.now() };
  }
}
