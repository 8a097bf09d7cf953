import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  /** Shown under the label and tied to the box by `aria-describedby` (needs an `id`). */
  hint?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * A native checkbox inside its label (and a hint under it). Native on purpose: it submits with
 * its form without script and the platform gives it its keyboard and screen reader behaviour.
 */
export function Checkbox({ label, hint, id, className, ...rest }: Props) {
  const hintId = hint && id ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-0.5 text-sm", className)}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          aria-describedby={hintId}
          className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400"
          {...rest}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="pl-6 text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
