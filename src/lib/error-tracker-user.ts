import type { AppSession } from "./session";

export type ErrorTrackerUser = { email: string; id: string; username: string };

/** The identity handed to Sentry: email, and the account's id and handle (not the user id). */
export function toErrorTrackerUser(session: Pick<AppSession, "user" | "account"> | null): ErrorTrackerUser | null {
  if (!session) return null;
  return { email: session.user.email, id: session.account.id, username: session.account.handle };
}
