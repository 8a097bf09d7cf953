"use client";

import { useActionState, type ReactNode, type Ref } from "react";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { useFormToast } from "./use-form-toast";

type SettingsAction = (previous: ActionResult, form: FormData) => Promise<ActionResult>;

/** What a section's fields are drawn from: what was typed, after a save (`typed`), and the errors by field name. */
export type SettingsFormState = { typed: Record<string, string> | undefined; fields: Record<string, string> };

type Props = {
  action: SettingsAction;
  /** The section's heading, which names the form; none for a form the page's own heading names. */
  title?: string;
  /** The heading's id (the form's `aria-labelledby`): ids the tests and the page rely on stay stable. */
  titleId?: string;
  submitLabel: string;
  /** More buttons beside the submit one (Preview, Send a test). */
  actions?: ReactNode;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: (state: SettingsFormState) => ReactNode;
};

/**
 * One section of /admin/settings, saved on its own: a toast for each outcome, errors at their
 * fields (or said in the form when none names a field), what was typed kept after a refusal,
 * and the save button that says "Saving…" while it works.
 */
export function SettingsSectionForm({ action, title, titleId, submitLabel, actions, className = "max-w-xl", ref, children }: Props) {
  const [state, formAction, isPending] = useActionState<ActionResult, FormData>(action, { ok: true });
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  return (
    <form ref={ref} action={formAction} aria-labelledby={title ? titleId : undefined} className={`space-y-4 ${className}`}>
      {title ? (
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
      ) : null}
      {children({ typed: state.values, fields })}
      {state.error && Object.keys(fields).length === 0 ? <FormMessage tone="error">{state.error.message}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isPending} loadingLabel="Saving…">
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
