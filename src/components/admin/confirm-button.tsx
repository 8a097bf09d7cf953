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
};

/** A button that opens a modal <dialog> (focus-trapped, Esc closes) before doing something destructive. */
export function ConfirmButton({ label, title, description, confirmLabel, onConfirm, isDisabled, className }: Props) {
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
        <form method="dialog" className="mt-5 flex justify-end gap-2">
          <button className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm dark:border-zinc-700" autoFocus>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
            className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
          >
            {confirmLabel}
          </button>
        </form>
      </dialog>
    </>
  );
}
