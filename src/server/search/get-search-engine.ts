import type { SearchEngine } from "./engine";
import { postgresEngine } from "./postgres-engine";

/** The engine that answers our own search routes (with Algolia configured, browsers go to Algolia). */
export function getSearchEngine(): SearchEngine {
  return postgresEngine;
}
