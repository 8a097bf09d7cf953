import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { commentAudiences, type CommentAudience } from "@/lib/comment-rules";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { saveSiteSettings } from "@/server/settings/save-site-settings";

/** The comments section of the site settings: who may comment, and whether first comments wait for an editor. */
export type CommentSettings = { audience: CommentAudience; holdFirst: boolean };

export const defaultCommentSettings: CommentSettings = { audience: "off", holdFirst: false };

export async function getCommentSettings(): Promise<CommentSettings> {
  const db = await getDb();
  const [row] = await db
    .select({ audience: siteSettings.commentAudience, holdFirst: siteSettings.commentsHoldFirst })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? defaultCommentSettings;
}

/** As the settings form sends it: a choice and a checkbox ("on" when ticked, absent otherwise). */
export const commentSettingsFormSchema = z.object({
  audience: z.enum(commentAudiences, { error: "Choose who may comment." }),
  holdFirst: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

/** As a form sends it: text, checked by commentSettingsFormSchema. */
export type UpdateCommentSettingsOptions = { actor: Actor; input: { audience: string; holdFirst?: string }; now?: Date };

/** Owners only. The settings row is created on first save, with the site's defaults for the rest. */
export async function updateCommentSettings(options: UpdateCommentSettingsOptions): Promise<CommentSettings> {
  assertRole(options.actor, "owner");
  const input = commentSettingsFormSchema.parse(options.input);
  const now = options.now ?? new Date();
  const values = { commentAudience: input.audience, commentsHoldFirst: input.holdFirst };
  const summary = `Updated comment settings (who may comment: ${input.audience}, hold first comments: ${input.holdFirst ? "yes" : "no"})`;
  const db = await getDb();
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor: options.actor, section: "comments", summary, now }));
  return { audience: input.audience, holdFirst: input.holdFirst };
}
