import "server-only";

// CONTRACT STUB — implemented by the subscriptions work with hasActiveSubscription().

export type Entitlements = { hasSubscription: boolean; canSearch: boolean };

export async function getEntitlements(_userId: string, _now: Date = new Date()): Promise<Entitlements> {
  return { hasSubscription: false, canSearch: false };
}
