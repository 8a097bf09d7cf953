import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDbHandle } from "@/server/db/client";
import { postTags, posts, tags, users } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";
import type { PostLink, PostSummary, PublicPost } from "./types";

/** The public posts just before (older) and just after (newer) a post, in the listings' (publishedAt, id) order. */
export type AdjacentPosts = { previous: PostLink | null; next: PostLink | null };

/**
 * How many of the newest posts sharing a tag are ranked for "related". Ranking every post of a
 * big topic (thousands) was most of a cold post page's time on PGlite; the newest hundred are
 * read along the listings' index and stop early (docs/capacity.md, "Post page statement").
 */
const relatedCandidateCount = 100;

/**
 * No settings of its own: on PostgreSQL it runs prepared on the ordinary pool. Both keep planning
 * it for each run's values (plan_cache_mode auto: the generic plan's estimated cost is the
 * higher one), which matters: a generic plan of it (one for any slug and time) is several times
 * slower on both (docs/capacity.md, "Post page statement").
 */
const noSettings = {};

/** The statement, built once: only the values change from one post to the next (RunStatement). */
let builtStatement: SQL | undefined;

export type PostPageData = { post: PublicPost; adjacent: AdjacentPosts; related: PostSummary[] };

/** A post card as the database hands it over in JSON: dates as timestamptz text. */
type SummaryJson = Omit<PostSummary, "publishedAt" | "updatedAt"> & { publishedAt: string; updatedAt: string };
type PageRow = {
  post: (SummaryJson & { bodyMarkdown: string; access: PublicPost["access"] }) | null;
  previous: PostLink | null;
  next: PostLink | null;
  related: SummaryJson[] | null;
};

/**
 * Everything a post page shows, in one statement: the post with its author and tags; its
 * neighbours in the listings' (publishedAt, id) order, so equal timestamps never skip or
 * repeat a post; and up to `relatedLimit` other public posts sharing a tag, most shared tags
 * first, then newest, among the newest `relatedCandidateCount` that share one.
 * A cold render used to run seven statements, one after another through three levels of
 * awaits: on PGlite each cost fixed work in its worker thread plus a round trip, on PostgreSQL
 * a round trip and a plan. Its text never changes (slug, time and
 * limits are parameters), so it runs as a prepared statement (readWithSettings): parsed once per
 * connection or in PGlite's worker, not on every cold render. Each run is still planned for its
 * own values (`noSettings`). Null for an unknown slug, a draft, or a post not yet due.
 */
export async function getPostPageBySlug(slug: string, now: Date = new Date(), relatedLimit = 3): Promise<PostPageData | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const database = await getDbHandle();
  const statement = (builtStatement ??= postPageStatement(
    sql.placeholder("slug"),
    sql.placeholder("now"),
    sql.placeholder("relatedLimit"),
  ));
  const values = { slug, now: now.toISOString(), relatedLimit };
  const [row] = await database.readWithSettings(noSettings, (run) => run<PageRow>(statement, values));
  if (!row?.post) return null;
  return {
    post: { ...toSummary(row.post), bodyMarkdown: row.post.bodyMarkdown, access: row.post.access },
    adjacent: { previous: toLink(row.previous), next: toLink(row.next) },
    related: (row.related ?? []).map(toSummary),
  };
}

/**
 * The statement behind getPostPageBySlug, on its own so that it can be explained (EXPLAIN ANALYZE)
 * with values; getPostPageBySlug builds it with placeholders.
 */
export function postPageStatement(slug: string | SQLWrapper, now: Date | SQLWrapper, relatedLimit: number | SQLWrapper): SQL {
  const isPublic = publicPostCondition(now);
  const position = sql`(${posts.publishedAt}, ${posts.id})`;
  const current = sql`(select published_at, id from post)`;
  // The post's tag ids as one array (an InitPlan value): `tag_id = any(…)` stays an index
  // condition in the per-candidate probes, as the separate query's literal list was.
  const postTagIds = sql`(select ids from post_tag)::text[]`;
  const sharesTag = (postId: SQL | typeof posts.id) => sql`${postTags.postId} = ${postId} and ${postTags.tagId} = any(${postTagIds})`;
  const link = (comparison: SQL, order: SQL) => sql`(
    select json_build_object('slug', ${posts.slug}, 'title', ${posts.title}, 'publishedAt', ${posts.publishedAt})
    from ${posts} where ${isPublic} and ${comparison} order by ${order} limit 1)`;
  return sql`
    with post as materialized (
      select ${posts.id} as id, ${posts.publishedAt} as published_at, ${summaryJson(sql`'bodyMarkdown', ${posts.bodyMarkdown}, 'access', ${posts.access}`)} as page_post
      from ${posts} inner join ${users} on ${users.id} = ${posts.authorId}
      where ${posts.slug} = ${slug} and ${isPublic}
      limit 1
    ),
    post_tag as materialized (select array_agg(${postTags.tagId}) as ids from ${postTags} where ${postTags.postId} = (select id from post)),
    candidates as (
      select ${posts.id} as id, ${posts.publishedAt} as published_at from ${posts}
      where ${postTagIds} is not null and ${isPublic} and ${posts.id} <> (select id from post)
        and exists (select 1 from ${postTags} where ${sharesTag(posts.id)})
      order by ${posts.publishedAt} desc, ${posts.id} desc
      limit ${relatedCandidateCount}
    ),
    ranked as (
      select candidates.id, row_number() over (
        order by (select count(*) from ${postTags} where ${sharesTag(sql`candidates.id`)}) desc,
          candidates.published_at desc, candidates.id desc
      ) as position
      from candidates
    )
    select
      (select page_post from post) as post,
      ${link(sql`${position} < ${current}`, sql`${posts.publishedAt} desc, ${posts.id} desc`)} as previous,
      ${link(sql`${position} > ${current}`, sql`${posts.publishedAt} asc, ${posts.id} asc`)} as next,
      (select json_agg((
          select ${summaryJson()} from ${posts} inner join ${users} on ${users.id} = ${posts.authorId} where ${posts.id} = ranked.id
        ) order by ranked.position)
        from ranked where ranked.position <= ${relatedLimit}) as related
  `;
}

/**
 * A post card (a row of posts joined with users) as JSON, in PostSummary's shape and key
 * order (toPostSummary's), its tags in name order as listTagsForPosts gives them.
 */
function summaryJson(extra?: SQL): SQL {
  return sql`json_build_object(
    'id', ${posts.id}, 'slug', ${posts.slug}, 'title', ${posts.title}, 'excerpt', ${posts.excerpt},
    'coverImageUrl', ${posts.coverImageUrl}, 'coverImageAlt', ${posts.coverImageAlt},
    'publishedAt', coalesce(${posts.publishedAt}, ${posts.updatedAt}), 'updatedAt', ${posts.updatedAt},
    'readingMinutes', ${posts.readingMinutes},
    'author', json_build_object('id', ${users.id}, 'handle', ${users.handle}, 'name', coalesce(${users.name}, ${users.handle}), 'bio', ${users.bio}, 'image', ${users.image}),
    'tags', coalesce((
      select json_agg(json_build_object('id', ${tags.id}, 'slug', ${tags.slug}, 'name', ${tags.name}, 'description', ${tags.description}) order by ${tags.name})
      from ${postTags} inner join ${tags} on ${tags.id} = ${postTags.tagId}
      where ${postTags.postId} = ${posts.id}
    ), '[]'::json)
    ${extra ? sql`, ${extra}` : sql``})`;
}

// JSON carries timestamptz as text ("…+00:00", microseconds); the pages show them as Date#toISOString does.
const toIso = (text: string) => new Date(text).toISOString();

function toSummary<T extends SummaryJson>(json: T): T & Pick<PostSummary, "publishedAt" | "updatedAt"> {
  return { ...json, publishedAt: toIso(json.publishedAt), updatedAt: toIso(json.updatedAt) };
}

function toLink(json: PostLink | null): PostLink | null {
  return json ? { slug: json.slug, title: json.title, publishedAt: toIso(json.publishedAt) } : null;
}
