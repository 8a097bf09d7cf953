import "server-only";
import { getEnv } from "@/server/env";
import { enqueueTasks, type NewTask, type TaskWriter } from "@/server/jobs/enqueue-task";

/**
 * What follows once a post's search-index entry is written (or removed), as tasks: its copy on
 * Algolia (when configured), and for a post that is or will be public, the check against saved
 * searches and the newsletter queue's next look (`mayBeNews`: a post written as public or
 * scheduled may have just gone live, with a newsletter waiting for it). Each has a dedupe key, so a burst of saves queues each once.
 */
export async function queuePostFollowUps(db: TaskWriter, postIds: string[], { mayBeNews }: { mayBeNews: boolean }): Promise<void> {
  const isAlgolia = getEnv().features.algolia;
  const list: NewTask[] = [];
  for (const postId of postIds) {
    if (isAlgolia) list.push({ kind: "search.mirror-post", payload: { postId }, dedupeKey: `search.mirror-post:${postId}` });
    if (mayBeNews) {
      list.push({ kind: "saved-searches.match-post", payload: { postId }, dedupeKey: `saved-searches.match-post:${postId}` });
    }
  }
  if (mayBeNews && postIds.length > 0) list.push({ kind: "newsletter.queue-due", payload: {}, dedupeKey: "newsletter.queue-due" });
  await enqueueTasks(db, list);
}
