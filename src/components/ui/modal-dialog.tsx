"use client";

import { useEffect, useRef } from "react";

/**
 * A real modal on the native <dialog> (showModal): the rest of the page is inert, so focus stays
 * inside; Escape closes it; a click on the backdrop closes it; focus goes back to what opened it.
 * Mount it to open it, unmount it to close it; `onClose` asks the owner to unmount it.
 */
export function ModalDialog({
  onClose,
  labelledBy,
  className = "",
  children,
}: {
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // The dialog box fills its own rectangle; a press outside it lands on the dialog element itself (the backdrop).
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
      className={`mx-auto mt-24 w-[calc(100%-2rem)] max-w-xl rounded-lg bg-white p-3 text-zinc-900 shadow-xl backdrop:bg-black/60 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-1 dark:ring-zinc-600 dark:backdrop:bg-black/80 ${className}`}
    >
      {children}
    </dialog>
  );
}
