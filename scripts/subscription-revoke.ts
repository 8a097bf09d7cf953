import { parseArgs } from "node:util";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";
import { AppError } from "@/server/errors";
import { fail, withDatabase } from "./cli";

const { positionals } = parseArgs({ allowPositionals: true });
const [email, ...extra] = positionals;
if (!email || extra.length > 0) fail("Usage: npm run subscription:revoke -- <email>");

await withDatabase(async () => {
  try {
    const revoked = await revokeComplimentarySubscription({ actor: { id: null, role: "owner" }, email });
    console.log(
      revoked ? `Revoked the complimentary subscription of ${email}.` : `${email} has no complimentary subscription: nothing changed.`,
    );
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  }
});
