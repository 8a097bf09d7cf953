import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import type { SearchRequest } from "@/server/search/engine";

/**
 * A deterministic synthetic corpus for the search benchmark (until the shared
 * seedSynthetic exists): posts of ~`bodyWords` words drawn Zipf-like from a vocabulary of
 * real topic words plus generated tail words, 12 tags, 20 authors.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const topicWords = (
  "habit habits discipline focus attention mindset growth resilience gratitude journaling meditation sleep morning " +
  "routine practice patience courage fear anxiety calm breath breathing walking reading writing learning memory " +
  "motivation procrastination deadline energy rest recovery stress emotion emotional emotions feeling kindness " +
  "compassion friendship family work career money saving budget minimalism clutter simplicity purpose meaning values " +
  "goals planning reflection review failure success mistakes feedback curiosity creativity boredom silence solitude " +
  "community habitually disciplined focused attentive growing resilient grateful meditating sleeping practising " +
  "patient courageous anxious calmer walks readers writers learners motivated procrastinating energetic restful " +
  "stressful kindly purposeful meaningful planned reflective curious creative quiet change changes changing small " +
  "daily weekly year years month progress slow steady consistency consistent effort reward rewards cue cues craving"
).split(" ");
const fillerWords = "the a of and to in is that it for on with as you this be are at by your from or not can".split(" ");

export function vocabulary(random: () => number, size = 6000): string[] {
  const syllables =
    "ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu".split(
      " ",
    );
  const words = new Set(topicWords);
  while (words.size < size) {
    const n = 2 + Math.floor(random() * 3);
    let word = "";
    for (let i = 0; i < n; i++) word += syllables[Math.floor(random() * syllables.length)];
    words.add(word);
  }
  return [...words];
}

function zipfPicker(words: string[], random: () => number): () => string {
  const weights = words.map((_, i) => 1 / (i + 1) ** 0.9);
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push((total += w));
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}

export type SyntheticOptions = { count: number; bodyWords?: number; seed?: number };

export async function generateSyntheticPosts(db: Database, { count, bodyWords = 800, seed = 42 }: SyntheticOptions): Promise<void> {
  const random = seededRandom(seed);
  const vocab = vocabulary(random);
  const pick = zipfPicker(vocab, random);
  const sentence = (words: number) => {
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(random() < 0.35 ? fillerWords[Math.floor(random() * fillerWords.length)]! : pick());
    return out.join(" ");
  };
  const tagSlugs = ["focus", "habits", "mindset", "sleep", "work", "money", "calm", "writing", "learning", "health", "family", "purpose"];
  await db.execute(sql`INSERT INTO users (id, email, handle, name, role)
    SELECT 'author-' || i, 'author' || i || '@example.com', 'author' || i, 'Author ' || i, 'editor' FROM generate_series(1, 20) i
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO tags (id, slug, name)
    SELECT 'tag-' || t, t, initcap(t) FROM unnest(${sql`ARRAY[${sql.join(
      tagSlugs.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`}) t
    ON CONFLICT DO NOTHING`);
  const now = Date.now();
  const batch = 200;
  for (let start = 0; start < count; start += batch) {
    const rows: { id: string; slug: string; title: string; excerpt: string; body: string; author: string; at: string; tags: string[] }[] =
      [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const paragraphs: string[] = [];
      for (let words = 0; words < bodyWords; words += 80) paragraphs.push(sentence(80));
      const nTags = 1 + Math.floor(random() * 3);
      const tags = new Set<string>();
      while (tags.size < nTags) tags.add(tagSlugs[Math.floor(random() * tagSlugs.length)]!);
      rows.push({
        id: `syn-${i}`,
        slug: `synthetic-${i}`,
        title: sentence(4 + Math.floor(random() * 5)),
        excerpt: sentence(20),
        body: paragraphs.join("\n\n"),
        author: `author-${1 + Math.floor(random() * 20)}`,
        // Spread over ten years, with 1% drafts-to-be and 1% in the future.
        at: new Date(now - Math.floor(random() * 3650 * 86_400_000) + (random() < 0.01 ? 30 * 86_400_000 : 0)).toISOString(),
        tags: [...tags],
      });
    }
    const json = JSON.stringify(rows);
    await db.execute(sql`INSERT INTO posts (id, slug, title, excerpt, body_markdown, status, author_id, published_at, reading_minutes)
      SELECT r.id, r.slug, r.title, r.excerpt, r.body,
             (CASE WHEN abs(hashtext(r.id)) % 100 = 0 THEN 'draft' ELSE 'published' END)::post_status, r.author, r.at::timestamptz, 4
      FROM json_to_recordset(${json}::json) AS r(id text, slug text, title text, excerpt text, body text, author text, at text)`);
    await db.execute(sql`INSERT INTO post_tags (post_id, tag_id)
      SELECT r.id, 'tag-' || t FROM json_to_recordset(${json}::json) AS r(id text, tags text[]) CROSS JOIN unnest(r.tags) t`);
  }
}

/** 500 as-you-type queries: 1–3 words, 30% ending in a prefix, 10% with a one-letter typo. */
export function benchmarkQueries(count = 500, seed = 7): string[] {
  const random = seededRandom(seed);
  const vocab = vocabulary(seededRandom(42));
  const pick = zipfPicker(vocab.slice(0, 1500), random);
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(random() * 3);
    const words: string[] = [];
    for (let j = 0; j < n; j++) words.push(pick());
    const roll = random();
    const last = words.length - 1;
    if (roll < 0.3 && words[last]!.length > 3) {
      words[last] = words[last]!.slice(0, Math.max(2, Math.ceil(words[last]!.length * (0.4 + random() * 0.4))));
    } else if (roll < 0.4) {
      const k = words.findIndex((w) => w.length >= 5);
      if (k >= 0) {
        const w = words[k]!;
        const at = 1 + Math.floor(random() * (w.length - 2));
        words[k] = w.slice(0, at) + w.slice(at + 1);
      }
    }
    queries.push(words.join(" "));
  }
  return queries;
}

/** The search page's own request (20 hits, both facets, a 20-word body snippet): what every search benchmark times. */
export const benchSearchRequest: SearchRequest = {
  query: "",
  sort: "newest",
  page: 0,
  hitsPerPage: 20,
  filters: [],
  facets: ["tags", "author"],
  maxValuesPerFacet: 10,
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  snippetWords: { body: 20 },
  snippetEllipsisText: "…",
};

/** The same search as the browser's request body (the Algolia protocol), as the HTTP benchmarks send it. */
export function searchRequestBody(query: string): string {
  return JSON.stringify({
    requests: [{ indexName: "posts", query, hitsPerPage: 20, facets: ["tags", "author"], attributesToSnippet: ["body:20"] }],
  });
}
