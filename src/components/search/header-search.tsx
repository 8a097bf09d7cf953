"use client";

import { useSession } from "@/components/auth/session-provider";
import dynamic from "next/dynamic";
import { SignedOutSearchHint } from "./signed-out-search-hint";

// Its own chunk, fetched only once a signed-in session is known: an anonymous reader's page
// carries no search client at all.
const SearchDialog = dynamic(() => import("./search-dialog").then((module) => module.SearchDialog), { ssr: false });

/**
 * The header's search entry and Ctrl-K / Cmd-K dialog for signed-in people; signed out, Ctrl-K
 * explains how to get search. Decided in the browser from the client session, so the cached
 * page is the same for every reader.
 */
export function HeaderSearch() {
  const { data: session, status } = useSession();
  if (status === "unauthenticated") return <SignedOutSearchHint />;
  if (!session) return null;
  return <SearchDialog canSearch={session.canSearch} />;
}
