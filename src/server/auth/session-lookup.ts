import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Auth.js catches any error while it looks a session up (the database is down, say) and
 * answers "no session". An outage must not look like being signed out — people would be
 * sent to the sign-in page, and an editor's save would say "Sign in to do that" — so our
 * adapter and session callback record the failure here, and the callers that asked
 * (getSession, the /session endpoint) throw it or answer 503.
 */
const lookups = new AsyncLocalStorage<{ error?: unknown }>();

export async function trackSessionLookup<T>(work: () => Promise<T>): Promise<{ result: T; failure: unknown }> {
  const store: { error?: unknown } = {};
  const result = await lookups.run(store, work);
  return { result, failure: store.error };
}

/** Wraps a step of the lookup: a failure is recorded for trackSessionLookup, then rethrown to Auth.js. */
export async function recordingFailure<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const store = lookups.getStore();
    if (store) store.error ??= error;
    throw error;
  }
}
