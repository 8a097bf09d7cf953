"use client";

import { useId, useRef, type ReactNode } from "react";

type Props = {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isDisabled?: boolean;
  className?: string;
  /** "danger" (red) for what cannot be undone; "primary" for a weighty but ordinary step (publishing). */
  tone?: "danger" | "primary";
};

const confirmStyles = {
  danger: "bg-red-700 text-white hover:bg-red-800",
  primary: "bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200",
};

/** A button that opens a modal <dialog> (focus-trapped, Esc closes) to confirm before doing something that matters. */
export function ConfirmButton({ label, title, description, confirmLabel, onConfirm, isDisabled, className, tone = "danger" }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" disabled={isDisabled} onClick={() => dialog.current?.showModal()} className={className}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg p-6 backdrop:bg-black/40 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{description}</div>
        {/* No <form method="dialog">: the button often sits inside a form, and a form in a form is
            invalid HTML that the browser's parser drops (a hydration error, #418). */}
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm dark:border-zinc-700"
            autoFocus
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${confirmStyles[tone]}`}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
