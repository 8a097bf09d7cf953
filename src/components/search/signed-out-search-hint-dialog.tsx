"use client";

import { signInPath } from "@/lib/auth-gate";
import Link from "next/link";
import { useId } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";

/** What Ctrl-K / ⌘K shows someone signed out (see signed-out-search-hint.tsx). */
export function SignedOutSearchHintDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        Search posts
      </h2>
      <p className="mt-2">Search comes with a subscription: every post, by word, tag and author.</p>
      <p className="mt-2">
        <Link href={signInPath("/search")} className="font-medium underline" onClick={onClose}>
          Sign in
        </Link>{" "}
        if you have one, or{" "}
        <Link href="/pricing" className="font-medium underline" onClick={onClose}>
          see the plans
        </Link>
        .
      </p>
      <button type="button" onClick={onClose} className="mt-4 rounded border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700">
        Close
      </button>
    </ModalDialog>
  );
}
