import "server-only";
import type { Actor } from "@/server/auth/permissions";
import type { ZipArchive } from "../archive/open-zip-archive";
import { rehostPostImages, type ImageCache } from "../images/rehost-post-images";
import type { ParsedImport } from "../types";
import { insertImportedPost } from "./insert-imported-post";
import type { RunTally } from "./run-tally";
import { resolveImportAuthor } from "./resolve-import-author";

/**
 * Each post in turn: its images copied here, its author resolved, then the post written in a
 * transaction of its own. A post that fails is listed with the reason and the next one goes on.
 */
export async function importPosts(
  parsed: ParsedImport,
  context: { runId: string; actor: Actor; archive: ZipArchive | null; tally: RunTally; now: Date; signal?: AbortSignal },
): Promise<void> {
  const { tally } = context;
  const cache: ImageCache = new Map();
  for (const post of parsed.posts) {
    context.signal?.throwIfAborted();
    const label = `Post “${post.title.slice(0, 120)}”`;
    try {
      const seen = await tally.seen("post", post.sourceId);
      if (seen) {
        tally.count(seen);
        continue;
      }
      const images = await rehostPostImages(post, context.archive, cache);
      const author = await resolveImportAuthor(parsed.platform, post.author, context.actor, context.runId);
      const result = await insertImportedPost({
        platform: parsed.platform,
        post,
        body: { markdown: images.markdown, coverUrl: images.cover?.url ?? null, coverAlt: images.cover?.alt ?? "" },
        authorId: author.userId,
        runId: context.runId,
        now: context.now,
      });
      if ("unchanged" in result) {
        tally.count("unchanged");
        continue;
      }
      tally.count("created");
      for (const problem of [...images.problems, ...(author.note ? [author.note] : []), ...result.problems])
        await tally.problem(label, problem);
    } catch (error) {
      tally.count("failed");
      await tally.problem(label, `not imported: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await tally.advance(1);
    }
  }
}
