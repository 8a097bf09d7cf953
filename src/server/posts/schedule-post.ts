import "server-only";
import { z } from "zod";
import { AppError } from "@/server/errors";
import type { Post } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import { changePostStatus, type StatusChange } from "./change-post-status";

export type SchedulePostOptions = {
  actor: Actor;
  id: string;
  version: number;
  publishAt: Date;
  now?: Date;
  alsoInTransaction?: StatusChange["alsoInTransaction"];
};

/**
 * Status 'scheduled' with a future published_at: the read side shows it once the time has
 * passed, with no job to run.
 */
export async function schedulePost(options: SchedulePostOptions): Promise<Post> {
  const now = options.now ?? new Date();
  const publishAt = z.date().parse(options.publishAt);
  if (Number.isNaN(publishAt.getTime()) || publishAt <= now) {
    throw new AppError("validation_failed", "Pick a time in the future to schedule the post.", {
      fields: { publishAt: "Pick a time in the future." },
    });
  }
  return changePostStatus({
    ...options,
    now,
    action: "post.schedule",
    set: () => ({ status: "scheduled", publishedAt: publishAt }),
    summary: (post) => `Scheduled “${post.title}” for ${publishAt.toISOString()}`,
  });
}
