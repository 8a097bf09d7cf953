// getEntitlements and getSession are contract stubs owned by the subscriptions and sign-in
// work; until they land, tests stand in for them with this table of who may search.
export const subscribers = new Set<string>();
export const sessionHolder: { userId: string | null } = { userId: null };
