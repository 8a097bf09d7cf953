"use client";

import { useActionState, useEffect, useRef } from "react";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveHandleAction } from "@/app/(account)/account/actions";
import type { ActionResult } from "@/lib/action-result";

/** Edit the handle: inline error for invalid/taken, a toast when saved, the header updated. */
export function HandleForm({ handle }: { handle: string }) {
  const [state, action, pending] = useActionState<ActionResult<string>, FormData>(saveHandleAction, { ok: true, data: handle });
  const { update } = useSession();
  const lastShown = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!state.ok || !state.data || state.at === lastShown.current) return;
    lastShown.current = state.at;
    toast.success(`Your handle is now ${state.data}.`);
    void update();
  }, [state, update]);

  const error = state.ok ? undefined : (state.error.fields?.handle ?? state.error.message);
  const saved = state.ok ? state.data : undefined;
  return (
    <form action={action} className="flex flex-col gap-2" noValidate>
      <label htmlFor="handle" className="text-sm font-medium">
        Handle
      </label>
      <div className="flex gap-2">
        <Input
          id="handle"
          name="handle"
          type="text"
          defaultValue={saved ?? handle}
          key={saved ?? handle}
          maxLength={64}
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby="handle-help"
          className="min-w-0 flex-1"
        />
        <Button type="submit" isLoading={pending} loadingLabel="Saving…">
          Save
        </Button>
      </div>
      {error ? (
        <FormMessage id="handle-help" tone="error">
          {error}
        </FormMessage>
      ) : (
        <p id="handle-help" className="text-sm text-zinc-600 dark:text-zinc-400">
          1–64 letters, digits, _ or -. Others see it instead of your email.
        </p>
      )}
    </form>
  );
}
