-- Typo-tolerant search without scanning (docs/decisions/006-search.md).
-- typo_keys(t) is the "deletion neighbourhood" of the folded text: the text and every string made
-- by dropping one of its letters, for the whole text and for each of its words (split at spaces,
-- hyphens and apostrophes), of 3 to 32 letters.
-- Two strings one edit apart (a letter replaced, added, dropped, or two neighbours swapped) always
-- share a key, so a GIN index on these arrays finds every one-typo candidate with a handful of
-- exact key look-ups (`typo_keys(col) && $keys`); the service then ranks them by real edit
-- distance. Trigram similarity, the obvious alternative, walks long posting lists for the common
-- trigrams of Bantu syllables: a union with it measured p95 ~28 ms and found 70% of one-typo
-- queries in the top 5 (006 has this search's figures).
-- src/server/modules/search/typo.ts builds the query side and must agree with this.
CREATE OR REPLACE FUNCTION public.typo_keys(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT k), '{}')
    FROM (SELECT public.fold(t) AS f) folded
    CROSS JOIN LATERAL (
      SELECT f AS w
      UNION
      SELECT w FROM regexp_split_to_table(f, '[ ''-]+') AS w
    ) words
    CROSS JOIN LATERAL (
      SELECT w AS k
      UNION ALL
      SELECT overlay(w PLACING '' FROM i FOR 1) FROM generate_series(1, length(w)) AS i
    ) keys
    WHERE length(w) BETWEEN 3 AND 32
  $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "local_words_typo_keys_idx" ON "local_words" USING gin (public.typo_keys("local_word"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "french_words_typo_keys_idx" ON "french_words" USING gin (public.typo_keys("word"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "english_words_typo_keys_idx" ON "english_words" USING gin (public.typo_keys("word"));
