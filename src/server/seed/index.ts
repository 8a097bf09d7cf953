import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { postTags, posts, tags, users, type NewPost } from "@/server/db/schema";
import { allSampleAccounts, buildSamplePosts, sampleAuthors, sampleTags } from "./sample";
import { buildSyntheticPost } from "./synthetic-text";
import { seedSampleConversations } from "./sample/conversations";
import { seedSampleSubscriptions } from "@/server/billing/seed-sample-subscriptions";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";

export { sampleAccounts } from "./sample";
export { buildSyntheticPost } from "./synthetic-text";

type Executor = Pick<Database, "insert" | "select">;

/** Any fixed number, the same in every process (migrations use another). */
const seedLockKey = 7_114_052_311;

/**
 * Fills an empty database (no posts and no users) with the sample publication, in one
 * transaction so a crash never leaves half a seed behind. Returns whether it seeded. Several
 * nodes starting on one empty database take turns (a transaction-level advisory lock): the
 * first seeds, the others then find it full.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    const [state] = await tx
      .select({
        hasPosts: sql<boolean>`exists (select 1 from ${posts})`,
        hasUsers: sql<boolean>`exists (select 1 from ${users})`,
      })
      .from(sql`(select 1) as probe`);
    if (state?.hasPosts || state?.hasUsers) return false;

    const authorIds = await ensureAuthors(tx, now, allSampleAccounts);
    const tagIds = await ensureTags(tx, now);
    const samplePosts = buildSamplePosts(now);
    const rows = samplePosts.map((post): NewPost & { id: string } => ({
      id: crypto.randomUUID(),
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      hasCustomExcerpt: post.excerpt !== "",
      bodyMarkdown: post.bodyMarkdown,
      readingMinutes: post.readingMinutes,
      access: post.access,
      status: post.status,
      publishedAt: post.publishedAt,
      authorId: authorIds.get(post.authorHandle)!,
      createdAt: post.publishedAt && post.publishedAt < now ? post.publishedAt : now,
      updatedAt: post.publishedAt && post.publishedAt < now ? post.publishedAt : now,
    }));
    await tx.insert(posts).values(rows);
    await tx
      .insert(postTags)
      .values(samplePosts.flatMap((post, i) => post.tagSlugs.map((slug) => ({ postId: rows[i]!.id, tagId: tagIds.get(slug)! }))));
    await seedSampleSubscriptions(tx);
    await seedSampleConversations(
      tx,
      samplePosts.map((post, i) => ({ ...post, id: rows[i]!.id })),
      authorIds,
    );
    return true;
  });
  // Search reads its own index; bulk inserts bypass the per-post sync, so build it once.
  if (seeded) await rebuildSearchIndex(db);
  return seeded;
}

export type SyntheticOptions = {
  count: number;
  /** Same seed (on a database in the same state) → same posts. */
  seed?: number;
  /** Dates are spread over the five years before this moment. */
  now?: Date;
  batchSize?: number;
};

/**
 * Adds `count` published synthetic posts (about 800 words each, written from word lists on
 * the site's subjects) by the sample authors with the sample tags, creating those if missing.
 * Synthetic post k is generated from (seed, k) alone; a second run continues at the next k,
 * so it adds new posts rather than colliding with the first.
 */
export async function seedSynthetic(db: Database, options: SyntheticOptions): Promise<void> {
  const { seed = 1, now = new Date(), batchSize = 500 } = options;
  const authorIds = [...(await ensureAuthors(db, now, sampleAuthors)).values()];
  const tagIds = [...(await ensureTags(db, now)).values()];
  // Synthetic slugs end in "-<number>": continue after the highest, so runs never collide.
  const [last] = await db
    .select({ value: sql<string | number | null>`max(substring(${posts.slug} from '-([0-9]+)$')::integer)` })
    .from(posts);
  const offset = Number(last?.value ?? 0);

  for (let start = 0; start < options.count; start += batchSize) {
    const size = Math.min(batchSize, options.count - start);
    const rows: SyntheticRow[] = [];
    const links: { post_id: string; tag_id: string }[] = [];
    for (let i = 0; i < size; i++) {
      const post = buildSyntheticPost(seed, offset + start + i, now, { authorIds, tagIds });
      const id = crypto.randomUUID();
      rows.push({
        id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body_markdown: post.bodyMarkdown,
        reading_minutes: post.readingMinutes,
        author_id: post.authorId,
        published_at: post.publishedAt.toISOString(),
      });
      for (const tagId of post.tagIds) links.push({ post_id: id, tag_id: tagId });
    }
    // One JSON parameter per batch: about three times faster on PGlite than a multi-row
    // VALUES list with thousands of bound parameters, and the same statement on PostgreSQL.
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${posts} (id, slug, title, excerpt, has_custom_excerpt, body_markdown, reading_minutes, author_id, status, published_at, created_at, updated_at)
        select id, slug, title, excerpt, excerpt <> '', body_markdown, reading_minutes, author_id, 'published', published_at, published_at, published_at
        from json_to_recordset(${JSON.stringify(rows)}::json) as x(id text, slug text, title text, excerpt text,
          body_markdown text, reading_minutes integer, author_id text, published_at timestamptz)`);
      await tx.execute(sql`
        insert into ${postTags} (post_id, tag_id)
        select post_id, tag_id from json_to_recordset(${JSON.stringify(links)}::json) as x(post_id text, tag_id text)`);
    });
  }
  await rebuildSearchIndex(db);
}

type SyntheticRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body_markdown: string;
  reading_minutes: number;
  author_id: string;
  published_at: string;
};

/** Inserts the given accounts unless an account with that handle or email exists; returns handle → id. */
async function ensureAuthors(db: Executor, now: Date, accounts: readonly (typeof allSampleAccounts)[number][]) {
  await db
    .insert(users)
    .values(accounts.map((account) => ({ ...account, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  const handles = accounts.map((account) => account.handle);
  const rows = await db.select({ id: users.id, handle: users.handle }).from(users).where(inArray(users.handle, handles));
  return new Map(rows.map((row) => [row.handle, row.id]));
}

async function ensureTags(db: Executor, now: Date) {
  await db
    .insert(tags)
    .values(sampleTags.map((tag) => ({ ...tag, createdAt: now })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(
      inArray(
        tags.slug,
        sampleTags.map((tag) => tag.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row.id]));
}
