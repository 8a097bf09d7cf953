import { computeReadingMinutes } from "@/lib/reading-time";
import type { Database } from "@/server/db/open";
import { postTags, posts, tags, users, type NewPost, type NewUser, type Post, type Tag, type User } from "@/server/db/schema";

/**
 * Row factories shared by the sample-content seed and the tests: sensible defaults,
 * unique emails, handles and slugs, any column overridable.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export async function createUser(db: Database, overrides: Partial<NewUser> = {}): Promise<User> {
  const id = next();
  const [user] = await db
    .insert(users)
    .values({ email: `person-${id}@example.com`, handle: `person-${id}`, name: `Person ${id}`, ...overrides })
    .returning();
  return user!;
}

export async function createTag(db: Database, overrides: Partial<typeof tags.$inferInsert> = {}): Promise<Tag> {
  const id = next();
  const [tag] = await db
    .insert(tags)
    .values({ slug: `tag-${id}`, name: `Tag ${id}`, ...overrides })
    .returning();
  return tag!;
}

type PostOverrides = Partial<NewPost> & { tagIds?: string[] };

/** A published post (published a day ago) unless status/publishedAt say otherwise. */
export async function createPost(db: Database, overrides: PostOverrides = {}): Promise<Post> {
  const { tagIds = [], ...columns } = overrides;
  const id = next();
  const authorId = columns.authorId ?? (await createUser(db, { role: "editor" })).id;
  const bodyMarkdown = columns.bodyMarkdown ?? `Some thoughts on practice, number ${id}.\n\nA second paragraph.`;
  const status = columns.status ?? "published";
  const [post] = await db
    .insert(posts)
    .values({
      slug: `post-${id}`,
      title: `Post ${id}`,
      excerpt: `An excerpt for post ${id}.`,
      hasCustomExcerpt: true,
      bodyMarkdown,
      readingMinutes: computeReadingMinutes(bodyMarkdown),
      status,
      publishedAt: status === "draft" ? null : new Date(Date.now() - 86_400_000),
      ...columns,
      authorId,
    })
    .returning();
  if (tagIds.length > 0) await db.insert(postTags).values(tagIds.map((tagId) => ({ postId: post!.id, tagId })));
  return post!;
}
