import { AppError } from "@/server/errors";
import type { Post } from "@/server/db/schema";

/**
 * Someone saved the post after this editor loaded it. An AppError("conflict") that carries
 * the saved post so the editor can show both texts and let the person choose; nothing was written.
 */
export class PostConflictError extends AppError {
  constructor(readonly current: Post) {
    super("conflict", "Someone else saved this post after you opened it.");
    this.name = "PostConflictError";
  }
}
