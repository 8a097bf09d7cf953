import { sql, type SQL } from "drizzle-orm";
import type { RunStatement } from "@/server/db/open";
import type { QueryTerm } from "./highlight/match-query-terms";
import { hasAdvancedSyntax, type QueryWords } from "./tokenize-query";

/** How many known words a typed prefix expands to (most frequent first). */
const prefixExpansionLimit = 20;
/** A word this long that is unknown or rare also looks for one-letter typos. */
const typoMinLength = 5;
const typoRareNdoc = 2;

export type ResolvedQuery = {
  /** Matches every word exactly (stems, or the prefix's expansions): ranks first. null: no words. */
  strict: string | null;
  /** Also accepts typo corrections; what matching uses. null: no words (only stop words). */
  loose: string | null;
  terms: QueryTerm[];
};

type WordRow = { ord: number; word: string; stems: string[]; prefix_stems: string[] | null; typo_stems: string[] | null };

const quoteLexeme = (lexeme: string, weights: string) =>
  `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${weights ? `:${weights}` : ""}`;
const anyOf = (lexemes: string[], weights: string) =>
  lexemes.length === 1 ? quoteLexeme(lexemes[0]!, weights) : `(${lexemes.map((lexeme) => quoteLexeme(lexeme, weights)).join(" | ")})`;

/**
 * The typed words as a statement's values: the words as one array (so every query has the
 * same statement text, prepared once) and the 1-based position of the word being typed (0:
 * none). A statement built once takes them as the placeholders `words` and `lastOrd` instead
 * (typedWordPlaceholders), filled in at each run with typedWordValues.
 */
type TypedWordsSql = { words: SQL; lastOrd: SQL; phrases: SQL; excluded: SQL };

export const typedWordPlaceholders: TypedWordsSql = {
  words: sql`${sql.placeholder("words")}`,
  lastOrd: sql`${sql.placeholder("lastOrd")}`,
  phrases: sql`${sql.placeholder("phrases")}`,
  excluded: sql`${sql.placeholder("excluded")}`,
};

export function typedWordValues({ words, lastIsPrefix, phrases = [], excluded = [] }: QueryWords) {
  return { words, lastOrd: lastIsPrefix ? words.length : 0, phrases, excluded };
}

function typedWordsSql(typed: QueryWords): TypedWordsSql {
  const { words, lastOrd, phrases, excluded } = typedWordValues(typed);
  return {
    words: sql`${sql.param(words)}`,
    lastOrd: sql`${lastOrd}`,
    phrases: sql`${sql.param(phrases)}`,
    excluded: sql`${sql.param(excluded)}`,
  };
}

/**
 * Algolia's advanced syntax as tsquery text, one row: `required`, each phrase as PostgreSQL's
 * phrase query (`'state' <2> 'mind'`: the words in order, a stop word keeping its place, as
 * websearch_to_tsquery reads a quoted phrase) ANDed; `excluded`, each excluded run negated
 * (`!('engine')`); `phrase_terms`, the phrase words' stems for the highlighter. The text is
 * PostgreSQL's own tsquery output of words of letters and digits (the tokenizer's), so no quote
 * needs escaping; `weights` (restrictSearchableAttributes) are added to each lexeme.
 */
function syntaxSql({ phrases, excluded }: TypedWordsSql, weights: string): SQL {
  const weighted = (query: SQL) => (weights ? sql`regexp_replace(${query}, '''([^'']*)''', '''\\1'':' || ${weights}::text, 'g')` : query);
  const joined = (array: SQL, before: string) => sql`(
    SELECT string_agg(${before}::text || '(' || ${weighted(sql`x.q`)} || ')', ' & ' ORDER BY x.i)
    FROM (SELECT phraseto_tsquery('english', u.p)::text AS q, u.i FROM unnest(${array}::text[]) WITH ORDINALITY u(p, i)) x
    WHERE x.q <> '')`;
  return sql`SELECT ${joined(phrases, "")} AS required, ${joined(excluded, "!")} AS excluded,
    (SELECT json_agg(json_build_object('ord', -1, 'word', x.w, 'exact', x.stems, 'typos', '{}'::text[]) ORDER BY x.w)
     FROM (
       SELECT DISTINCT w.w, array(SELECT l.lexeme FROM unnest(to_tsvector('english', w.w)) l) AS stems
       FROM unnest(${phrases}::text[]) u(p) CROSS JOIN LATERAL regexp_split_to_table(u.p, ' ') w(w)
     ) x WHERE cardinality(x.stems) > 0) AS phrase_terms`;
}

/** The typed words' stems, prefix expansions and typo corrections, one row a word (see resolveTerms). */
function wordRowsSql({ words, lastOrd }: TypedWordsSql): SQL {
  return sql`
    SELECT w.ord::int AS ord, w.word, st.stems, pf.stems AS prefix_stems, ty.stems AS typo_stems
    FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(l.lexeme), '{}'::text[]) AS stems FROM unnest(to_tsvector('english', w.word)) l
    ) st
    -- A range of one word rather than an equality: the trigram (GiST) index serves equality
    -- too, and a generic plan picks it (about 4% of a search's backend CPU, measured by perf);
    -- only the primary key serves a range.
    LEFT JOIN LATERAL (SELECT s.ndoc FROM search_words s WHERE s.word >= w.word AND s.word <= w.word) known ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT l.lexeme) AS stems, array_agg(DISTINCT e.word) AS words
      FROM (
        SELECT s.word FROM search_words s
        WHERE w.ord = ${lastOrd} AND s.word >= w.word AND s.word < w.word || chr(1114111)
        ORDER BY s.ndoc DESC LIMIT ${prefixExpansionLimit}
      ) e CROSS JOIN LATERAL unnest(to_tsvector('english', e.word)) l
    ) pf ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT l.lexeme) AS stems
      FROM (
        SELECT s.word FROM search_words s
        WHERE length(w.word) >= ${typoMinLength}
          AND coalesce(known.ndoc, 0) <= ${typoRareNdoc}
          AND (pf.words IS NULL OR pf.words = ARRAY[w.word])
          AND s.word % w.word AND s.word <> w.word
          AND abs(length(s.word) - length(w.word)) <= 2
        ORDER BY similarity(s.word, w.word) DESC, s.ndoc DESC LIMIT 5
      ) e CROSS JOIN LATERAL unnest(to_tsvector('english', e.word)) l
    ) ty ON true`;
}

/**
 * The same resolution as resolveTerms, as CTEs a search statement starts with, so a search
 * is one round trip (nothing is cached: a word a post published on another node introduced
 * counts at once). `resolved_query` has one row: strict and loose tsquery, each with the
 * phrases and exclusions of the advanced syntax ANDed (null when there is nothing to match: only
 * stop words), has_typos, and the words' and phrase words' terms as JSON for termsFromJson. The
 * tsquery text is built exactly as resolveTerms builds it, from quoted lexemes. `words`: the
 * typed words, or typedWordPlaceholders for a statement built once.
 */
export function resolvedQuerySql(
  words: QueryWords | TypedWordsSql,
  { typos: allowTypos = true, weights = "" }: { typos?: boolean; weights?: string } = {},
): SQL {
  const suffix = weights ? `:${weights}` : "";
  // quoteLexeme in SQL: chr(92) is the backslash, doubled as tsquery quoting wants.
  const quoted = (array: SQL) => sql`(
    SELECT string_agg('''' || replace(replace(u.x, chr(92), chr(92) || chr(92)), '''', '''''') || '''' || ${suffix}::text, ' | ' ORDER BY u.i)
    FROM unnest(${array}) WITH ORDINALITY u(x, i))`;
  const anyOf = (array: SQL) => sql`CASE WHEN cardinality(${array}) = 1 THEN ${quoted(array)} ELSE '(' || ${quoted(array)} || ')' END`;
  const typed = "lastIsPrefix" in words ? typedWordsSql(words) : words;
  return sql`
    resolved_rows AS MATERIALIZED (${wordRowsSql(typed)}),
    resolved_words AS MATERIALIZED (
      SELECT r.ord, r.word, ex.exact, CASE WHEN ${allowTypos}::boolean THEN ty.typos ELSE '{}'::text[] END AS typos
      FROM resolved_rows r
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(d.x ORDER BY d.i), '{}'::text[]) AS exact FROM (
          SELECT u.x, min(u.i) AS i FROM unnest(r.stems || coalesce(r.prefix_stems, '{}'::text[])) WITH ORDINALITY u(x, i) GROUP BY u.x
        ) d
      ) ex
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(u.x ORDER BY u.i), '{}'::text[]) AS typos
        FROM unnest(coalesce(r.typo_stems, '{}'::text[])) WITH ORDINALITY u(x, i) WHERE u.x <> ALL (ex.exact)
      ) ty
      -- Only a stop word ("the") has no stem: it is dropped, as Algolia drops it.
      WHERE cardinality(ex.exact) > 0
    ),
    resolved_text AS MATERIALIZED (
      SELECT string_agg(${anyOf(sql`rw.exact`)}, ' & ' ORDER BY rw.ord) AS strict,
        string_agg(${anyOf(sql`rw.exact || rw.typos`)}, ' & ' ORDER BY rw.ord) AS loose,
        json_agg(json_build_object('ord', rw.ord, 'word', rw.word, 'exact', rw.exact, 'typos', rw.typos) ORDER BY rw.ord) AS terms
      FROM resolved_words rw
    ),
    resolved_syntax AS MATERIALIZED (${syntaxSql(typed, weights)}),
    -- The words, then the phrases and exclusions (advanced syntax); null: nothing to match.
    resolved_query AS MATERIALIZED (
      SELECT nullif(concat_ws(' & ', t.strict, s.required, s.excluded), '')::tsquery AS strict,
        nullif(concat_ws(' & ', t.loose, s.required, s.excluded), '')::tsquery AS loose,
        t.strict IS DISTINCT FROM t.loose AS has_typos,
        (coalesce(t.terms::jsonb, '[]'::jsonb) || coalesce(s.phrase_terms::jsonb, '[]'::jsonb))::json AS terms
      FROM resolved_text t CROSS JOIN resolved_syntax s
    )`;
}

export type ResolvedWordJson = { ord: number; word: string; exact: string[]; typos: string[] };

/** The highlighter's terms from resolved_query.terms, as resolveTerms builds them. */
export function termsFromJson(rows: ResolvedWordJson[] | null, typed: QueryWords): QueryTerm[] {
  const { lastOrd } = typedWordValues(typed);
  return (rows ?? []).map((row) => {
    const isPrefix = row.ord === lastOrd;
    return { word: row.word, roots: [...row.exact, ...row.typos, ...(isPrefix ? [row.word] : [])], prefix: isPrefix };
  });
}

/**
 * Turns the typed words into tsquery text in one round trip: each word's English stems; for
 * the word being typed, the stems of the known words it is a prefix of (so `emoti` finds
 * "emotion" whose stem `emot` is shorter than the prefix); for an unknown or rare word of 5+
 * letters, the stems of the nearest known words by pg_trgm similarity.
 * The tsquery text is built here from lexemes the database produced, each quoted, so user
 * input never reaches tsquery syntax. A search folds the same resolution into its own
 * statement (resolvedQuerySql); this form serves typoTolerance "min" and the benchmarks.
 */
export async function resolveTerms(
  run: RunStatement,
  typed: QueryWords,
  { typos: allowTypos = true, weights = "" }: { typos?: boolean; weights?: string } = {},
): Promise<ResolvedQuery> {
  const { lastOrd } = typedWordValues(typed);
  const rows = await run<WordRow>(sql`${wordRowsSql(typedWordsSql(typed))} ORDER BY w.ord`);

  const strictParts: string[] = [];
  const looseParts: string[] = [];
  const terms: QueryTerm[] = [];
  for (const row of rows) {
    const isPrefix = row.ord === lastOrd;
    const exact = [...new Set([...row.stems, ...(row.prefix_stems ?? [])])];
    // Only a stop word ("the") has no stem: it is dropped, as Algolia drops it.
    if (exact.length === 0) continue;
    const typos = allowTypos ? [...new Set(row.typo_stems ?? [])].filter((stem) => !exact.includes(stem)) : [];
    terms.push({ word: row.word, roots: [...exact, ...typos, ...(isPrefix ? [row.word] : [])], prefix: isPrefix });
    strictParts.push(anyOf(exact, weights));
    looseParts.push(anyOf([...exact, ...typos], weights));
  }
  if (hasAdvancedSyntax(typed)) {
    type SyntaxRow = { required: string | null; excluded: string | null; phrase_terms: ResolvedWordJson[] | null };
    const [syntax] = await run<SyntaxRow>(syntaxSql(typedWordsSql(typed), weights));
    for (const part of [syntax?.required, syntax?.excluded]) {
      if (!part) continue;
      strictParts.push(part);
      looseParts.push(part);
    }
    for (const term of syntax?.phrase_terms ?? []) terms.push({ word: term.word, roots: term.exact, prefix: false });
  }
  return {
    strict: strictParts.length > 0 ? strictParts.join(" & ") : null,
    loose: looseParts.length > 0 ? looseParts.join(" & ") : null,
    terms,
  };
}
