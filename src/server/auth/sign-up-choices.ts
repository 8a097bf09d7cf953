import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a person chose on the sign-in form for an account that does not exist yet ("Email me
 * new posts"), or that they joined through an email box (#27). It travels in the emailed link to
 * the confirmation page, where it can still be changed, and from that page's button to the
 * moment Auth.js creates the account (the adapter's createUser, auth-config.ts) and signs them in
 * (its signIn event), through this store. An existing account ignores `newPosts` from the
 * sign-in form (its choices are on the account page); a join turns it on for anyone.
 */
export type SignUpChoices = {
  newPosts: boolean;
  /** Confirming a join: null when it came without a signup row (an old link), else the row's id. */
  join?: { signupId: string | null };
  /** A sign-in form's link for an address with no account: the pending attribution's id (#27). */
  signupId?: string | null;
};

const choices = new AsyncLocalStorage<SignUpChoices>();

export function withSignUpChoices<T>(value: SignUpChoices, work: () => Promise<T>): Promise<T> {
  return choices.run(value, work);
}

export function currentSignUpChoices(): SignUpChoices | undefined {
  return choices.getStore();
}

/** The form field (sign-in form, confirmation page) and link parameter that carry the choice. */
export const newPostsField = "newPosts";

/** The sign-in link's and confirmation form's field holding a new account's pending attribution. */
export const signupField = "signup";
