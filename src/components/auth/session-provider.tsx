"use client";

import type { Session } from "next-auth";
import { __NEXTAUTH, SessionContext } from "next-auth/react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { fetchSessionState } from "@/lib/fetch-session-state";

type Stop = { isStopped: boolean };

/**
 * In place of next-auth's SessionProvider, which takes any failed lookup for "signed out":
 * during an outage (503) the session stays "loading" — nobody is shown as signed out or sent
 * to the sign-in page — and is asked again after Retry-After until the server answers.
 * `useSession()`, `signIn()` and `signOut()` from next-auth/react work as before. The session
 * is fetched once per page load (sign-in reloads the page; sign-out asks again).
 */
export function SessionProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  useEffect(() => {
    // next-auth/react's signIn()/signOut() build their URLs from this, as its own provider sets
    // it; signOut({ redirect: false }) refreshes the session through _getSession.
    __NEXTAUTH.basePath = basePath;
    const stop: Stop = { isStopped: false };
    __NEXTAUTH._getSession = () => askUntilKnown(basePath, setSession, stop);
    void askUntilKnown(basePath, setSession, stop);
    // Another tab signed in or out: next-auth/react says so on this channel.
    const tabs = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel("next-auth");
    tabs?.addEventListener("message", () => void askUntilKnown(basePath, setSession, stop));
    return () => {
      stop.isStopped = true;
      tabs?.close();
      __NEXTAUTH._getSession = () => {};
    };
  }, [basePath]);

  const update = useCallback(() => askUntilKnown(basePath, setSession, { isStopped: false }), [basePath]);
  const value = useMemo(
    () =>
      session
        ? { data: session, status: "authenticated" as const, update }
        : { data: null, status: session === null ? ("unauthenticated" as const) : ("loading" as const), update },
    [session, update],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

async function askUntilKnown(basePath: string, onKnown: (session: Session | null) => void, stop: Stop): Promise<Session | null> {
  for (;;) {
    const state = await fetchSessionState(`${basePath}/session`);
    if (stop.isStopped) return null;
    if (state.kind === "known") {
      onKnown(state.session);
      return state.session;
    }
    await new Promise((resolve) => setTimeout(resolve, state.retryInMs));
    if (stop.isStopped) return null;
  }
}
