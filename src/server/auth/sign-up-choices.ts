import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a person chose on the sign-in form for an account that does not exist yet ("Email me
 * new posts"). It travels in the emailed link to the confirmation page, where it can still be
 * changed, and from that page's button to the moment Auth.js creates the account (the
 * adapter's createUser, auth-config.ts), through this store. An existing account ignores it:
 * its choices are on the account page.
 */
export type SignUpChoices = { newPosts: boolean };

const choices = new AsyncLocalStorage<SignUpChoices>();

export function withSignUpChoices<T>(value: SignUpChoices, work: () => Promise<T>): Promise<T> {
  return choices.run(value, work);
}

export function currentSignUpChoices(): SignUpChoices | undefined {
  return choices.getStore();
}

/** The form field (sign-in form, confirmation page) and link parameter that carry the choice. */
export const newPostsField = "newPosts";
