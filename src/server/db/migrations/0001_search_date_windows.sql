-- Search date windows: every indexed vector also carries its post's publish year and month
-- (UTC) as the lexemes 'date YYYY' and 'date YYYYMM' (see windowLexemesSql in
-- src/server/search/index-sql.ts). The engine ANDs a common word's query with the window of
-- the newest posts, so rows indexed before this migration must carry them too.
UPDATE "post_search" SET
  "head" = "head" || array_to_tsvector(ARRAY['date ' || to_char("published_at" AT TIME ZONE 'UTC', 'YYYY'), 'date ' || to_char("published_at" AT TIME ZONE 'UTC', 'YYYYMM')]),
  "doc" = "doc" || array_to_tsvector(ARRAY['date ' || to_char("published_at" AT TIME ZONE 'UTC', 'YYYY'), 'date ' || to_char("published_at" AT TIME ZONE 'UTC', 'YYYYMM')]);
