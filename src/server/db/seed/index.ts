import type { Database } from "../open";
import { seedPlaceholderContent } from "./placeholder-content";

// Placeholder contract: replaced by the sample-content generator. Until then (reading-site
// branch only) a small placeholder sample keeps the reading pages and their e2e tests fed.
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return seedPlaceholderContent(db);
}

export async function seedSynthetic(_db: Database, _options: { count: number }): Promise<void> {}
