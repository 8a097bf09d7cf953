"use client";

import type { Session } from "next-auth";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { fetchSessionState } from "@/lib/fetch-session-state";
import { sessionClient, tabsChannelName } from "./session-client";

type Stop = { isStopped: boolean };

export type SessionValue =
  | { data: Session; status: "authenticated"; update: () => Promise<Session | null> }
  | { data: null; status: "unauthenticated" | "loading"; update: () => Promise<Session | null> };

const SessionContext = createContext<SessionValue>({ data: null, status: "loading", update: () => Promise.resolve(null) });

/** The session as the browser knows it: `loading` until the session endpoint has answered. */
export function useSession(): SessionValue {
  return useContext(SessionContext);
}

/**
 * In place of next-auth's SessionProvider and next-auth/react (not downloaded by the reading
 * pages), which take any failed lookup for "signed out": during an outage (503) the session
 * stays "loading" — nobody is shown as signed out or sent to the sign-in page — and is asked
 * again after Retry-After until the server answers. The session is fetched once per page load
 * (sign-in reloads the page; sign-out asks again: ./sign-out.ts).
 */
export function SessionProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  useEffect(() => {
    const stop: Stop = { isStopped: false };
    sessionClient.basePath = basePath;
    sessionClient.refresh = () => askUntilKnown(basePath, setSession, stop);
    void askUntilKnown(basePath, setSession, stop);
    // Another tab signed in or out (next-auth's own client says so on this channel too).
    const tabs = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(tabsChannelName);
    tabs?.addEventListener("message", () => void askUntilKnown(basePath, setSession, stop));
    return () => {
      stop.isStopped = true;
      tabs?.close();
      sessionClient.refresh = () => Promise.resolve(null);
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
