/**
 * Matching stops at this many newest matches: counting, faceting and ranking a bounded set
 * keeps a common word as cheap as a rare one. Beyond it nbHits is a lower bound and the
 * result says so (exhaustiveNbHits: false), as Algolia does.
 */
export const defaultCandidateCap = 1000;
/** Every search runs under this statement timeout (the browser client gives up at 2 s). */
const searchTimeoutMs = 1500;

/** The server settings every search statement runs under (see readWithSettings). */
export const searchSettings = {
  statement_timeout: String(searchTimeoutMs),
  // A sequential scan would read every post's whole vector; the GIN bitmap reads none.
  enable_seqscan: "off",
  // How alike a known word must be to count as the typo's correction (resolveTerms).
  "pg_trgm.similarity_threshold": "0.4",
  // Plan each statement shape once per connection: the materialized stages fix the plan's
  // shape whatever the words, and planning each search was a measurable part of its cost
  // (docs/capacity.md, "Search settings").
  plan_cache_mode: "force_generic_plan",
  // A generic plan's cost is a guess (every CTE, every stage that will not run): past
  // jit_above_cost, PostgreSQL compiled each execution, which took far longer than the statement
  // itself runs (docs/capacity.md, "Search settings").
  jit: "off",
};
