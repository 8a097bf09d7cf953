import "server-only";

// CONTRACT STUB — implemented by the analytics work. Never throws, never blocks a search.

export type SearchRecord = { query: string; nbHits: number; userId?: string; message?: "no_subscriptions" };

export async function recordSearch(_record: SearchRecord): Promise<void> {}
