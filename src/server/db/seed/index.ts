import type { Database } from "../open";

// Placeholder contract: replaced by the sample-content generator.
export async function seedIfEmpty(_db: Database): Promise<boolean> {
  return false;
}

export async function seedSynthetic(_db: Database, _options: { count: number }): Promise<void> {}
