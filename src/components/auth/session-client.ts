import type { Session } from "next-auth";

/** Set by the SessionProvider: where Auth.js answers, and how to ask for the session again. */
export const sessionClient: { basePath: string; refresh: () => Promise<Session | null> } = {
  basePath: "/api/auth",
  refresh: () => Promise.resolve(null),
};

/** The channel next-auth's client tells other tabs on; the SessionProvider listens to it. */
export const tabsChannelName = "next-auth";
