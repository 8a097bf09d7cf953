import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A "join" (#27): someone typed their address into an email box (home, end of a post, footer)
 * to become a member. It is Auth.js's magic-link sign-in with three differences, decided here:
 * the request comes from our own route (`/api/join`, which checked the origin and the limits, so
 * Auth.js's CSRF cookie is not asked for), the mail says "Confirm your subscription", and the
 * confirmation turns "Email me new posts" on. The route runs Auth.js inside `runJoinRequest`;
 * auth-config.ts reads it while the link is made and mailed.
 */
export type JoinRequest = {
  /** The pending signup row holding what brought this visitor (attribution), if any. */
  signupId: string | null;
};

const joins = new AsyncLocalStorage<JoinRequest>();

export function runJoinRequest<T>(value: JoinRequest, work: () => Promise<T>): Promise<T> {
  return joins.run(value, work);
}

export function currentJoinRequest(): JoinRequest | undefined {
  return joins.getStore();
}

/** The confirmation link's and form's field: present on a join ("1", or the signup row's id). */
export const joinField = "join";
