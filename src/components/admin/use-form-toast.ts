"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";

/** A toast for each finished form action (`at` changes once per submission). */
export function useFormToast(state: ActionResult) {
  useEffect(() => {
    if (!state.at) return;
    if (state.ok && state.message) toast.success(state.message);
    if (!state.ok && state.error) toast.error(state.error.message);
  }, [state.at, state.ok, state.message, state.error]);
}
