import { withDatabase } from "./cli";

await withDatabase(async ({ driver }) => {
  console.log(`Database migrated (${driver}).`);
});
