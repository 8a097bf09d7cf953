import { setUserRole, roleSchema } from "@/server/accounts/set-user-role";
import { AppError } from "@/server/errors";
import { fail, withDatabase } from "./cli";

/** `npm run user:role -- <email> <reader|editor|owner>` */
const [email, role] = process.argv.slice(2);
const parsedRole = roleSchema.safeParse(role);
if (!email || !parsedRole.success) fail("Usage: npm run user:role -- <email> <reader|editor|owner>");

try {
  const updated = await withDatabase(() => setUserRole(email, parsedRole.data));
  console.log(`${updated.email} is now ${updated.role}.`);
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
}
