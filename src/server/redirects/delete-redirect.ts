import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { redirects } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { forgetRedirectPaths } from "@/server/import/find-redirect";

/** The old address stops redirecting (it answers 404 again); the post stays. */
export async function deleteRedirect(options: { actor: Actor; path: string }): Promise<void> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(redirects).where(eq(redirects.path, options.path)).returning();
    if (!removed) throw new AppError("not_found", `No redirect from ${options.path}.`);
    await recordAudit(tx, {
      actor: options.actor,
      action: "redirect.delete",
      entityType: "redirect",
      entityId: options.path,
      summary: `Removed the redirect ${options.path}`,
    });
  });
  forgetRedirectPaths();
}
