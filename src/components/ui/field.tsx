import type { ReactNode } from "react";
import { cn } from "./cn";

/** What `<Field>` hands its control so the label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

type Props = {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** An inline error: shown under the control, announced with it (`aria-describedby`), `aria-invalid` set. */
  error?: ReactNode;
  /** The error is also an alert, read out as it appears: for one that comes without a submit (an upload's answer). */
  isErrorAlert?: boolean;
  className?: string;
  /** The control, given its id and aria attributes: `{(control) => <Input {...control} name="title" />}`. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, a control, its hint and its error, tied together for assistive technology. */
export function Field({ id, label, hint, error, isErrorAlert = false, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1 text-sm", className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={isErrorAlert ? "alert" : undefined} className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
