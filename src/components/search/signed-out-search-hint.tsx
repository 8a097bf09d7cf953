"use client";

import { signInPath } from "@/lib/auth-gate";
import Link from "next/link";
import { useCallback, useId, useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { useSearchShortcut } from "./use-search-shortcut";

/**
 * Ctrl-K / ⌘K for someone signed out: no search client, no request — a dialog that says search
 * comes with a subscription and how to sign in, instead of a key press that does nothing.
 */
export function SignedOutSearchHint() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  if (!open) return null;
  return (
    <ModalDialog onClose={hide} labelledBy={titleId} className="p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        Search posts
      </h2>
      <p className="mt-2">Search comes with a subscription: every post, by word, tag and author.</p>
      <p className="mt-2">
        <Link href={signInPath("/search")} className="font-medium underline" onClick={hide}>
          Sign in
        </Link>{" "}
        if you have one, or{" "}
        <Link href="/pricing" className="font-medium underline" onClick={hide}>
          see the plans
        </Link>
        .
      </p>
      <button type="button" onClick={hide} className="mt-4 rounded border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700">
        Close
      </button>
    </ModalDialog>
  );
}
