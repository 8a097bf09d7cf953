import type { Database } from "@/server/db/open";
import { commentLikes, comments, siteSettings } from "@/server/db/schema";
import { defaultSiteSettings } from "@/server/settings/get-site-settings";
import type { SamplePost } from "./index";

type Executor = Pick<Database, "insert">;
type Line = { by: string; body: string; minutesAfter: number; likedBy?: string[]; replies?: Line[] };

/**
 * A few conversations under the newest posts of the sample publication (comments are on for
 * members there), between the sample reader, the subscriber and the writers: some replies, some
 * likes, a link. Keyed by the post's place among the published posts, newest first.
 */
const conversations: Record<number, Line[]> = {
  0: [
    {
      by: "reader",
      body: "This is the first piece that made the idea click for me. I tried the two-minute version this morning and actually did it.",
      minutesAfter: 90,
      likedBy: ["subscriber", "maya-okafor"],
      replies: [
        {
          by: "maya-okafor",
          body: "That is exactly the point of starting small. Tell us how it goes after a week?",
          minutesAfter: 140,
          likedBy: ["reader"],
        },
        { by: "subscriber", body: "Same here. Writing it down the night before helped me more than any app.", minutesAfter: 300 },
      ],
    },
    {
      by: "subscriber",
      body: "A related read I keep going back to: https://en.wikipedia.org/wiki/Habit\n\nThe section on context cues matches what you describe.",
      minutesAfter: 600,
      likedBy: ["reader"],
    },
  ],
  1: [
    {
      by: "subscriber",
      body: "Thank you for keeping this one for members. It reads like a letter, which is what I come here for.",
      minutesAfter: 240,
      replies: [{ by: "reader", body: "Agreed. The last paragraph stayed with me all day.", minutesAfter: 500 }],
    },
  ],
  4: [
    {
      by: "reader",
      body: "I disagree a little: some weeks nothing works and forcing it makes it worse. How do you tell rest from avoidance?",
      minutesAfter: 60,
      likedBy: ["subscriber"],
      replies: [
        {
          by: "daniel-reyes",
          body: "Good question. My rough test: after a rest day I want to start again; after avoidance I want another day off.",
          minutesAfter: 200,
          likedBy: ["reader", "subscriber"],
        },
      ],
    },
  ],
};

/** Comments on (members), and the conversations above on the posts that exist. */
export async function seedSampleConversations(
  db: Executor,
  posts: (SamplePost & { id: string })[],
  userIds: Map<string, string>,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...defaultSiteSettings(), commentAudience: "members" })
    .onConflictDoUpdate({ target: siteSettings.id, set: { commentAudience: "members" } });
  const published = posts
    .filter((post) => post.status === "published" && post.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
  const rows: (typeof comments.$inferInsert)[] = [];
  const likes: (typeof commentLikes.$inferInsert)[] = [];
  const add = (line: Line, postId: string, publishedAt: Date, parentId: string | null) => {
    const authorId = userIds.get(line.by);
    if (!authorId) return;
    const id = crypto.randomUUID();
    rows.push({ id, postId, authorId, parentId, body: line.body, createdAt: new Date(publishedAt.getTime() + line.minutesAfter * 60_000) });
    for (const fan of line.likedBy ?? []) {
      const userId = userIds.get(fan);
      if (userId) likes.push({ commentId: id, userId });
    }
    for (const reply of line.replies ?? []) add(reply, postId, publishedAt, id);
  };
  for (const [place, lines] of Object.entries(conversations)) {
    const post = published[Number(place)];
    if (post) for (const line of lines) add(line, post.id, post.publishedAt!, null);
  }
  if (rows.length > 0) await db.insert(comments).values(rows);
  if (likes.length > 0) await db.insert(commentLikes).values(likes);
}
