"use client";

import { lazy, Suspense, useCallback, useState } from "react";
import type { SearchPlan } from "./signed-out-search-hint-dialog";
import { SearchTrigger } from "./search-trigger";
import { useSearchShortcut } from "./use-search-shortcut";

// The dialog (and the modal it sits in) is fetched on the first click or Ctrl-K / ⌘K: most
// readers never open it, and every reading page would otherwise carry it. It holds no search
// client: there is nothing to search with before a subscription.
const SignedOutSearchHintDialog = lazy(() =>
  import("./signed-out-search-hint-dialog").then((module) => ({ default: module.SignedOutSearchHintDialog })),
);

/**
 * The header's search entry for someone signed out (#27): the same "Search" button subscribers
 * have, and Ctrl-K / ⌘K, open a dialog that says search comes with a subscription, with the
 * plans — the paid feature is visible before sign-in, with no search client and no request.
 */
export function SignedOutSearchHint({ plans }: { plans: SearchPlan[] }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  return (
    <>
      <SearchTrigger onClick={show} hasPopup="dialog" />
      {open ? (
        <Suspense fallback={null}>
          <SignedOutSearchHintDialog onClose={hide} plans={plans} />
        </Suspense>
      ) : null}
    </>
  );
}
