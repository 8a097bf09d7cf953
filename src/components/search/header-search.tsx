"use client";

import { useSession } from "@/components/auth/session-provider";
import { lazy, Suspense } from "react";
import { SignedOutSearchHint } from "./signed-out-search-hint";
import type { SearchPlan } from "./signed-out-search-hint-dialog";

// Its own chunk, fetched only once a signed-in session is known: an anonymous reader's page
// carries no search client at all. React's lazy, not next/dynamic: the session is only known in
// the browser, so this never renders on the server, and next/dynamic's server preloading code
// would be on every page for nothing (docs/capacity.md, "Search dialog chunk").
const SearchDialog = lazy(() => import("./search-dialog").then((module) => ({ default: module.SearchDialog })));

/**
 * The header's search entry and Ctrl-K / Cmd-K dialog for signed-in people; signed out, the same
 * entry explains how to get search, with the plans. Decided in the browser from the client
 * session, so the cached page is the same for every reader.
 */
export function HeaderSearch({ plans }: { plans: SearchPlan[] }) {
  const { data: session, status } = useSession();
  if (status === "unauthenticated") return <SignedOutSearchHint plans={plans} />;
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog canSearch={session.canSearch} />
    </Suspense>
  );
}
