import { parseArgs } from "node:util";
import { seedIfEmpty, seedSynthetic } from "@/server/seed";
import { fail, withDatabase } from "./cli";

const { values } = parseArgs({ options: { synthetic: { type: "string" } } });
const synthetic = values.synthetic === undefined ? undefined : Number(values.synthetic);
if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 1 || synthetic > 1_000_000)) {
  fail("--synthetic takes a whole number of posts between 1 and 1000000, e.g. --synthetic 10000");
}

await withDatabase(async ({ db }) => {
  if (synthetic) {
    // Synthetic posts go on top of the sample publication, so its accounts exist too.
    if (await seedIfEmpty(db)) console.log("Sample content added.");
    const started = performance.now();
    await seedSynthetic(db, { count: synthetic });
    console.log(`Added ${synthetic} synthetic posts in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return;
  }
  console.log((await seedIfEmpty(db)) ? "Sample content added." : "The database already has content: nothing added.");
});
