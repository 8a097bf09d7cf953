import { parseArgs } from "node:util";
import { endOfDateUtc, grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { AppError } from "@/server/errors";
import { fail, withDatabase } from "./cli";

const usage = "Usage: npm run subscription:grant -- <email> [--until YYYY-MM-DD]";
const { values, positionals } = parseArgs({ options: { until: { type: "string" } }, allowPositionals: true });
const [email, ...extra] = positionals;
if (!email || extra.length > 0) fail(usage);
// Checked before the database is opened, so a typo fails fast.
if (values.until) {
  try {
    endOfDateUtc(values.until);
  } catch (error) {
    fail(error instanceof Error ? error.message : usage);
  }
}

await withDatabase(async () => {
  try {
    // The operator at the command line holds the database: they act as an owner.
    const row = await grantComplimentarySubscription({ actor: { id: null, role: "owner" }, email, until: values.until });
    const end = row.currentPeriodEnd ? `until ${row.currentPeriodEnd.toISOString().slice(0, 10)} (inclusive)` : "with no end date";
    console.log(`Granted a complimentary subscription to ${email} ${end}.`);
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  }
});
