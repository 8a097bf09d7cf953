"use server";

import { z } from "zod";
import type { ActionResult, PostSnapshot } from "@/lib/action-result";
import { AppError } from "@/server/errors";
import { actionFailure, withAction, type ActionReply } from "@/server/http/with-action";
import { createPost } from "@/server/posts/create-post";
import { deletePost } from "@/server/posts/delete-post";
import { getPostForEdit } from "@/server/posts/get-post-for-edit";
import { getPostRevision, listPostRevisions } from "@/server/posts/list-post-revisions";
import { PostConflictError } from "@/server/posts/post-conflict-error";
import { postFieldsSchema } from "@/server/posts/post-input";
import { publishPost } from "@/server/posts/publish-post";
import { schedulePost } from "@/server/posts/schedule-post";
import { toPostSnapshot } from "@/server/posts/to-post-snapshot";
import { unpublishPost } from "@/server/posts/unpublish-post";
import { updatePost } from "@/server/posts/update-post";

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
export const runPostAction = withAction("editor", postActionSchema, async (request, { actor }): Promise<PostActionReply> => {
  const now = new Date();
  if (request.intent === "schedule" && !request.publishAt) {
    throw new AppError("bad_request", "Pick a date and time.", { fields: { publishAt: "Pick a date and time." } });
  }
  try {
    let post =
      request.id && request.version
        ? await updatePost({
            actor,
            id: request.id,
            version: request.version,
            fields: request.fields,
            now,
            isAutosave: request.intent === "autosave",
          })
        : await createPost({ actor, fields: request.fields, now });
    if (request.intent === "publish") post = await publishPost({ actor, id: post.id, version: post.version, now });
    if (request.intent === "unpublish") post = await unpublishPost({ actor, id: post.id, version: post.version, now });
    if (request.intent === "schedule")
      post = await schedulePost({ actor, id: post.id, version: post.version, publishAt: new Date(request.publishAt!), now });
    const saved = await getPostForEdit({ actor, id: post.id });
    return { data: toPostSnapshot(saved, saved.tagNames) };
  } catch (error) {
    if (!(error instanceof PostConflictError)) throw error;
    const theirs = await getPostForEdit({ actor, id: error.current.id }).catch(() => null);
    return actionFailure(error, { conflict: toPostSnapshot(theirs ?? error.current, theirs?.tagNames ?? []) });
  }
});

type PostActionReply = ActionReply<PostSnapshot> | (ActionResult<PostSnapshot> & { ok: false });

export const deletePostAction = withAction("editor", z.string().min(1), async (id, { actor }) => {
  await deletePost({ actor, id });
  return {};
});

/** The editor's revision list (newest first) and one revision's text, to compare or restore. */
export const listRevisionsAction = withAction("editor", z.string().min(1), async (postId, { actor }) => ({
  data: await listPostRevisions({ actor, postId }),
}));

export const getRevisionAction = withAction(
  "editor",
  z.object({ postId: z.string().min(1), id: z.string().min(1) }),
  async (input, { actor }) => ({ data: await getPostRevision({ actor, ...input }) }),
);
