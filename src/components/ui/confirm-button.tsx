"use client";

import { useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import type { ButtonSize, ButtonVariant } from "./button-variants";

type Props = {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isDisabled?: boolean;
  /** The opening button's look; a red outline unless said otherwise. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** "danger" (red) for what cannot be undone; "primary" for a weighty but ordinary step (publishing). */
  tone?: "danger" | "primary";
  /** The opening button's accessible name when its label is not enough ("Delete" beside many rows). */
  "aria-label"?: string;
};

/**
 * A button that opens a modal native <dialog> (showModal: the page behind is inert, Escape
 * closes it, focus returns to the button) to confirm before doing something that matters.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  isDisabled,
  variant = "danger-outline",
  size = "md",
  className,
  tone = "danger",
  "aria-label": ariaLabel,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={isDisabled}
        onClick={() => dialog.current?.showModal()}
        className={className}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg bg-white p-6 text-zinc-900 backdrop:bg-black/40 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-1 dark:ring-zinc-600"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{description}</div>
        {/* No <form method="dialog">: the button often sits inside a form, and a form in a form is
            invalid HTML that the browser's parser drops (a hydration error, #418). */}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={() => dialog.current?.close()} autoFocus>
            Cancel
          </Button>
          <Button
            variant={tone}
            size="sm"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}
