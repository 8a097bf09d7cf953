"use client";

import { lazy, Suspense, useCallback, useState } from "react";
import { useSearchShortcut } from "./use-search-shortcut";

// The dialog (and the modal it sits in) is fetched on the first Ctrl-K / ⌘K: most readers never
// press it, and every reading page would otherwise carry it.
const SignedOutSearchHintDialog = lazy(() =>
  import("./signed-out-search-hint-dialog").then((module) => ({ default: module.SignedOutSearchHintDialog })),
);

/**
 * Ctrl-K / ⌘K for someone signed out: no search client, no request — a dialog that says search
 * comes with a subscription and how to sign in, instead of a key press that does nothing.
 */
export function SignedOutSearchHint() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignedOutSearchHintDialog onClose={hide} />
    </Suspense>
  );
}
