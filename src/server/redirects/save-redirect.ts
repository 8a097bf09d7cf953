import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { redirects } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { forgetRedirectPaths } from "@/server/import/find-redirect";
import { findPostBySlugOrThrow } from "./find-post-by-slug-or-throw";
import { oldPathSchema, targetSlugSchema } from "./redirect-input";

const saveRedirectSchema = z.object({ path: oldPathSchema, target: targetSlugSchema });

export type SaveRedirectOptions = {
  actor: Actor;
  input: z.input<typeof saveRedirectSchema>;
  /** "create" refuses a path that already redirects; "update" changes the post of one that does. */
  mode: "create" | "update";
};

/** Adds an old address, or points an existing one at another post; this process forgets its list at once. */
export async function saveRedirect(options: SaveRedirectOptions): Promise<{ path: string; slug: string }> {
  assertRole(options.actor, "editor");
  const input = saveRedirectSchema.parse(options.input);
  const db = await getDb();
  try {
    const saved = await db.transaction(async (tx) => {
      const post = await findPostBySlugOrThrow(tx, input.target);
      if (options.mode === "create") {
        await tx.insert(redirects).values({ path: input.path, postId: post.id });
      } else {
        const [updated] = await tx.update(redirects).set({ postId: post.id }).where(eq(redirects.path, input.path)).returning();
        if (!updated) throw new AppError("not_found", `No redirect from ${input.path}.`);
      }
      await recordAudit(tx, {
        actor: options.actor,
        action: options.mode === "create" ? "redirect.create" : "redirect.update",
        entityType: "redirect",
        entityId: input.path,
        summary: `${options.mode === "create" ? "Added" : "Changed"} the redirect ${input.path} → /posts/${post.slug}`,
      });
      return { path: input.path, slug: post.slug };
    });
    forgetRedirectPaths();
    return saved;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", `${input.path} already redirects: change that one instead.`, { fields: { path: "taken" } });
    throw error;
  }
}
