import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { MeterFacts, ReadingPolicy } from "@/lib/decide-reading";
import type { PostAccess } from "@/lib/post-access";
import type { UserRole } from "@/lib/roles";
import { meterMonth } from "@/server/access/meter-month";
import type { SubscriptionFacts } from "@/server/billing/entitlements";
import { getDbHandle } from "@/server/db/client";
import { meteredReads, posts, sessions, siteSettings, subscriptions, users } from "@/server/db/schema";
import { defaultAccessSettings } from "@/server/settings/get-access-settings";
import { publicPostCondition } from "./public-post-condition";

export type ReadBodyReadingFactsOptions = {
  slug: string;
  /** The session cookie's value; null: none came. */
  sessionToken: string | null;
  /** The version of this slug's body the caller remembers: its Markdown is then left out. */
  known: { postId: string; version: string } | null;
  now: Date;
};

/** A member's facts: who, and their subscriptions and this month's meter as the rule takes them. */
export type BodyReader = { userId: string; role: UserRole; subscriptions: SubscriptionFacts[]; meter: MeterFacts };

export type BodyReadingFacts = {
  post: { id: string; access: PostAccess; publishedAt: Date | null };
  /** The post's version (its updated_at as the database writes it): what a remembered body is keyed by. */
  version: string;
  /** Null when the caller remembers this version. */
  bodyMarkdown: string | null;
  /** The live session's member; null without one (no cookie, or an expired or forged one). */
  reader: BodyReader | null;
  policy: ReadingPolicy;
};

type FactsRow = {
  post_id: string | null;
  access: PostAccess;
  published_at_ms: number | null;
  version: string;
  body_markdown: string | null;
  user_id: string | null;
  role: UserRole;
  subscriptions: { source: SubscriptionFacts["source"]; status: SubscriptionFacts["status"]; currentPeriodEndMs: number | null }[] | null;
  meter_used: number | null;
  meter_has_post: boolean | null;
  meter_limit: number | null;
  archive_paid_after_days: number | null;
  has_settings: boolean;
};

/** No settings of its own: prepared on the ordinary pool (PostgreSQL) or in PGlite's worker, as the post page's statement. */
const noSettings = {};
let builtStatement: SQL | undefined;

/**
 * Everything the paywall's rule needs to answer a post's body, in one statement: the public post
 * (and its Markdown, unless the caller remembers this version), the session's member (a live
 * session: Auth.js's database sessions end at `expires`), their subscriptions and this month's
 * meter, and the reading settings. Null for an unknown, draft or not yet due post. Read fresh on
 * every request, like the route's lookups: a subscription stops counting at its period end.
 */
export async function readBodyReadingFacts(options: ReadBodyReadingFactsOptions): Promise<BodyReadingFacts | null> {
  const database = await getDbHandle();
  const statement = (builtStatement ??= bodyReadingFactsStatement({
    slug: sql.placeholder("slug"),
    token: sql.placeholder("token"),
    now: sql.placeholder("now"),
    month: sql.placeholder("month"),
    knownId: sql.placeholder("knownId"),
    knownVersion: sql.placeholder("knownVersion"),
  }));
  const values = {
    slug: options.slug,
    token: options.sessionToken ?? "",
    now: options.now.toISOString(),
    month: meterMonth(options.now),
    knownId: options.known?.postId ?? "",
    knownVersion: options.known?.version ?? null,
  };
  const [row] = await database.readWithSettings(noSettings, (run) => run<FactsRow>(statement, values));
  if (!row?.post_id) return null;
  return {
    post: { id: row.post_id, access: row.access, publishedAt: row.published_at_ms === null ? null : new Date(row.published_at_ms) },
    version: row.version,
    bodyMarkdown: row.body_markdown,
    reader: row.user_id
      ? {
          userId: row.user_id,
          role: row.role,
          subscriptions: (row.subscriptions ?? []).map(({ source, status, currentPeriodEndMs }) => ({
            source,
            status,
            currentPeriodEnd: currentPeriodEndMs === null ? null : new Date(currentPeriodEndMs),
          })),
          meter: { used: row.meter_used ?? 0, hasReadThisPost: row.meter_has_post ?? false },
        }
      : null,
    policy: row.has_settings
      ? { meterLimit: row.meter_limit ?? 0, archivePaidAfterDays: row.archive_paid_after_days }
      : { meterLimit: defaultAccessSettings.meterLimit, archivePaidAfterDays: defaultAccessSettings.archivePaidAfterDays },
  };
}

type StatementValues = Record<"slug" | "token" | "now" | "month" | "knownId" | "knownVersion", SQLWrapper | string | null>;

/**
 * The statement behind readBodyReadingFacts, on its own so that it can be explained with values.
 * Times leave as epoch milliseconds (both drivers hand numbers over alike) and the version as
 * text, which the next request hands back as it came.
 */
export function bodyReadingFactsStatement(values: StatementValues): SQL {
  const epochMs = (column: SQL | SQLWrapper) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  return sql`
    with post as materialized (
      select ${posts.id} as id, ${posts.access}::text as access, ${epochMs(posts.publishedAt)} as published_at_ms,
        ${posts.updatedAt}::text as version,
        case when ${posts.id} = ${values.knownId} and ${posts.updatedAt} = ${values.knownVersion}::timestamptz
          then null else ${posts.bodyMarkdown} end as body_markdown
      from ${posts}
      where ${posts.slug} = ${values.slug} and ${publicPostCondition(sql`${values.now}::timestamptz`)}
      limit 1
    ),
    reader as materialized (
      select ${users.id} as id, ${users.role}::text as role
      from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
      where ${sessions.sessionToken} = ${values.token} and ${sessions.expires} >= ${values.now}::timestamptz and ${users.handle} <> ''
      limit 1
    ),
    meter as materialized (
      select cardinality(${meteredReads.postIds}) as used, (select id from post) = any(${meteredReads.postIds}) as has_post
      from ${meteredReads}
      where ${meteredReads.userId} = (select id from reader) and ${meteredReads.month} = ${values.month}
    )
    select post.id as post_id, post.access, post.published_at_ms, post.version, post.body_markdown,
      reader.id as user_id, reader.role,
      (select json_agg(json_build_object(
          'source', ${subscriptions.source}, 'status', ${subscriptions.status},
          'currentPeriodEndMs', ${epochMs(subscriptions.currentPeriodEnd)}))
        from ${subscriptions} where ${subscriptions.userId} = reader.id) as subscriptions,
      (select used from meter) as meter_used, (select has_post from meter) as meter_has_post,
      ${siteSettings.meterFreePaidPosts} as meter_limit, ${siteSettings.archivePaidAfterDays} as archive_paid_after_days,
      ${siteSettings.id} is not null as has_settings
    from post
    left join reader on true
    left join ${siteSettings} on ${siteSettings.id} = 1
  `;
}
