"use server";

import { z } from "zod";
import { requireRole } from "@/server/auth/session";
import { actorFromSession, type Actor } from "@/server/admin/actor";
import { toActionError } from "@/server/admin/action-result";
import { createPost } from "@/server/posts/create-post";
import { deletePost } from "@/server/posts/delete-post";
import { getPostForEdit } from "@/server/posts/get-post-for-edit";
import { PostConflictError } from "@/server/posts/post-conflict-error";
import { postFieldsSchema } from "@/server/posts/post-input";
import { publishPost } from "@/server/posts/publish-post";
import { renderMarkdown } from "@/server/posts/render-markdown";
import { schedulePost } from "@/server/posts/schedule-post";
import { toPostSnapshot } from "@/server/posts/to-post-snapshot";
import { unpublishPost } from "@/server/posts/unpublish-post";
import { updatePost } from "@/server/posts/update-post";
import type { ActionError, PostActionResult } from "@/lib/admin/action-types";

const postActionSchema = z.object({
  intent: z.enum(["save", "autosave", "publish", "schedule", "unpublish"]),
  id: z.string().min(1).optional(),
  version: z.number().int().min(1).optional(),
  fields: postFieldsSchema,
  /** ISO 8601 in UTC, converted from the editor's local time on the client. */
  publishAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Every editor button goes through here: save the fields (create on first save, else a
 * versioned update), then change the status if asked. A conflict comes back with the saved
 * version so the editor can show both.
 */
export async function runPostAction(input: z.input<typeof postActionSchema>): Promise<PostActionResult> {
  let actor: Actor | undefined;
  try {
    actor = actorFromSession(await requireRole("editor"));
    const request = postActionSchema.parse(input);
    const now = new Date();
    if (request.intent === "schedule" && !request.publishAt) {
      return { ok: false, error: { code: "bad_request", message: "Pick a date and time.", fields: { publishAt: "Pick a date and time." } } };
    }
    let post =
      request.id && request.version
        ? await updatePost({ actor, id: request.id, version: request.version, fields: request.fields, now, isAutosave: request.intent === "autosave" })
        : await createPost({ actor, fields: request.fields, now });
    if (request.intent === "publish") post = await publishPost({ actor, id: post.id, version: post.version, now });
    if (request.intent === "unpublish") post = await unpublishPost({ actor, id: post.id, version: post.version, now });
    if (request.intent === "schedule") post = await schedulePost({ actor, id: post.id, version: post.version, publishAt: new Date(request.publishAt!), now });
    const saved = await getPostForEdit({ actor, id: post.id });
    return { ok: true, post: toPostSnapshot(saved, saved.tagNames) };
  } catch (error) {
    if (error instanceof PostConflictError && actor) {
      const theirs = await getPostForEdit({ actor, id: error.current.id }).catch(() => null);
      return { ok: false, error: toActionError(error), conflict: toPostSnapshot(theirs ?? error.current, theirs?.tagNames ?? []) };
    }
    return { ok: false, error: toActionError(error) };
  }
}

export async function deletePostAction(id: string): Promise<{ ok: true } | { ok: false; error: ActionError }> {
  try {
    const actor = actorFromSession(await requireRole("editor"));
    await deletePost({ actor, id: z.string().min(1).parse(id) });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
}

/** The live preview: the same renderer as the public post page. */
export async function previewMarkdownAction(markdown: string): Promise<{ html: string } | { error: ActionError }> {
  try {
    await requireRole("editor");
    return { html: await renderMarkdown(z.string().max(200_000).parse(markdown)) };
  } catch (error) {
    return { error: toActionError(error) };
  }
}
