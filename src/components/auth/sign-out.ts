import { sessionClient, tabsChannelName } from "./session-client";

/**
 * Signs out as next-auth/react's `signOut({ redirect: false })` does, without downloading it:
 * Auth.js's sign-out form post (form-encoded, with the CSRF token), then the other tabs are
 * told and this page's session is asked again. Throws when the server did not sign out.
 */
export async function signOut(): Promise<void> {
  const { basePath } = sessionClient;
  const csrf = await fetch(`${basePath}/csrf`, { cache: "no-store" });
  if (!csrf.ok) throw new Error(`CSRF token: HTTP ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${basePath}/signout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken, callbackUrl: window.location.href }),
  });
  if (!response.ok) throw new Error(`Sign-out: HTTP ${response.status}`);
  if (typeof BroadcastChannel !== "undefined") {
    const tabs = new BroadcastChannel(tabsChannelName);
    tabs.postMessage({ event: "session", data: { trigger: "signout" } });
    tabs.close();
  }
  await sessionClient.refresh();
}
