"use client";

import type { Session } from "next-auth";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { fetchSessionState } from "@/lib/fetch-session-state";
import { postToAuth } from "./post-to-auth";

type Stop = { isStopped: boolean };

/** The channel next-auth's client tells other tabs on (a sign-in or sign-out there); we use it too. */
const tabsChannelName = "next-auth";

type SessionActions = {
  /** Asks the server for the session again. */
  update: () => Promise<Session | null>;
  /** Signs out (throws when the server did not), tells the other tabs, then asks for the session again. */
  signOut: () => Promise<void>;
};

export type SessionValue = ({ data: Session; status: "authenticated" } | { data: null; status: "unauthenticated" | "loading" }) &
  SessionActions;

const SessionContext = createContext<SessionValue>({
  data: null,
  status: "loading",
  update: () => Promise.resolve(null),
  signOut: () => Promise.resolve(),
});

/** The session as the browser knows it: `loading` until the session endpoint has answered. */
export function useSession(): SessionValue {
  return useContext(SessionContext);
}

/**
 * In place of next-auth's SessionProvider and next-auth/react (not downloaded by the reading
 * pages), which take any failed lookup for "signed out": during an outage (503) the session
 * stays "loading" — nobody is shown as signed out or sent to the sign-in page — and is asked
 * again after Retry-After until the server answers. The session is fetched once per page load
 * (sign-in reloads the page; `signOut` asks again).
 */
export function SessionProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const tabsRef = useRef<BroadcastChannel | undefined>(undefined);

  useEffect(() => {
    const stop: Stop = { isStopped: false };
    void askUntilKnown(basePath, setSession, stop);
    // Another tab signed in or out. A message this page posts itself (signOut below) is not delivered back to it.
    const tabs = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(tabsChannelName);
    tabs?.addEventListener("message", () => void askUntilKnown(basePath, setSession, stop));
    tabsRef.current = tabs;
    return () => {
      stop.isStopped = true;
      tabs?.close();
      tabsRef.current = undefined;
    };
  }, [basePath]);

  const update = useCallback(() => askUntilKnown(basePath, setSession, { isStopped: false }), [basePath]);
  const signOut = useCallback(async () => {
    // As next-auth/react's signOut({ redirect: false }).
    const response = await postToAuth(basePath, "signout", { callbackUrl: window.location.href });
    if (!response.ok) throw new Error(`Sign-out: HTTP ${response.status}`);
    tabsRef.current?.postMessage({ event: "session", data: { trigger: "signout" } });
    await update();
  }, [basePath, update]);
  const value = useMemo<SessionValue>(
    () =>
      session
        ? { data: session, status: "authenticated", update, signOut }
        : { data: null, status: session === null ? "unauthenticated" : "loading", update, signOut },
    [session, update, signOut],
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
