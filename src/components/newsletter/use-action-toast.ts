"use client";

import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";

/** Runs a server action and shows its outcome as a toast; returns whether it succeeded. */
export async function runWithToast<T>(action: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    const result = await action;
    if (result.ok) {
      if (result.message) toast.success(result.message);
    } else toast.error(result.error.message);
    return result;
  } catch {
    toast.error("That did not work. Check your connection and try again.");
    return { ok: false, error: { code: "network", message: "network" } };
  }
}
