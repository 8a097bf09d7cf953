import { parseArgs } from "node:util";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { users } from "@/server/db/schema";
import { createImportRun } from "@/server/import/create-import-run";
import { describeImportPlan } from "@/server/import/describe-import-plan";
import { runImport } from "@/server/import/run-import";
import { describeImportOutcome } from "@/server/import/describe-import-outcome";
import { fail, withDatabase } from "./cli";

const usage = "Usage: npm run import -- <export file> [--dry-run] [--as <owner email>]";
const { values, positionals } = parseArgs({ options: { "dry-run": { type: "boolean" }, as: { type: "string" } }, allowPositionals: true });
const [file, ...extra] = positionals;
if (!file || extra.length > 0) fail(usage);

try {
  await withDatabase(async ({ db }) => {
    // Posts need an author and the audit log a name: the owner named, else the first owner.
    const [owner] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(values.as ? eq(sql`lower(${users.email})`, values.as.toLowerCase()) : eq(users.role, "owner"))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!owner)
      fail(values.as ? `No account ${values.as}.` : "No owner account yet: sign in once as OWNER_EMAIL, or name one with --as <email>.");
    const actor = { id: owner.id, role: "owner" as const };
    const { run, plan } = await createImportRun({ actor, fileName: path.basename(file), sourcePath: path.resolve(file) });
    console.log(describeImportPlan(plan).join("\n"));
    if (values["dry-run"]) return console.log("\nDry run: nothing was imported.");
    console.log(`\nImporting as ${owner.email} (run ${run.id})…`);
    await runImport(run.id);
    console.log((await describeImportOutcome(run.id)).join("\n"));
  });
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  if (error instanceof Error && /is in use by process/.test(error.message)) {
    fail(`${error.message}\nThe server is running on this database: stop it first, or upload the file at /admin/import instead.`);
  }
  throw error;
}
