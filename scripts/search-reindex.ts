import { reindexAlgolia } from "@/server/search/algolia/reindex-algolia";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { getEnv } from "@/server/env";
import { withDatabase } from "./cli";

// Rebuilds the PostgreSQL index always, and Algolia's too when it is configured.
await withDatabase(async ({ db }) => {
  const started = performance.now();
  const local = await rebuildSearchIndex(db);
  console.log(`PostgreSQL index: ${local.posts} posts, ${local.words} words.`);
  if (getEnv().features.algolia) {
    const algolia = await reindexAlgolia(db);
    console.log(
      `Algolia: settings applied, ${algolia.saved} records saved, ${algolia.deleted} stale records deleted (${algolia.batches} tasks).`,
    );
  } else {
    console.log("Algolia is not configured (ALGOLIA_*): only the PostgreSQL index was rebuilt.");
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
});
