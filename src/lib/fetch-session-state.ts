import type { Session } from "next-auth";

/** What a session lookup from the browser learned: the session (null: signed out), or nothing yet. */
export type SessionState = { kind: "known"; session: Session | null } | { kind: "unavailable"; retryInMs: number };

const defaultRetryMs = 5000;

/**
 * Asks the session endpoint. Only a successful answer says whether someone is signed in: a
 * 503 during an outage, any other error and a network failure mean "not known yet" (to retry
 * after Retry-After), never "signed out" — which next-auth's own client assumes, sending
 * signed-in people to the sign-in page whenever the server is briefly down.
 */
export async function fetchSessionState(url: string, fetcher: typeof fetch = fetch): Promise<SessionState> {
  try {
    const response = await fetcher(url, { headers: { accept: "application/json" }, cache: "no-store" });
    if (!response.ok) return { kind: "unavailable", retryInMs: retryDelayMs(response.headers.get("retry-after")) };
    const body = (await response.json()) as Session | null;
    return { kind: "known", session: body && typeof body === "object" && "user" in body ? body : null };
  } catch {
    return { kind: "unavailable", retryInMs: defaultRetryMs };
  }
}

function retryDelayMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : defaultRetryMs;
}
