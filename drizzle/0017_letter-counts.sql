-- How many approved, live words each language has by the first character of their sort key
-- (decision 031): the public letter bar and the pager's totals read it, and a page of the
-- dictionary order is located with it (which letters it spans, where in each), on every public
-- browse. count(*) over a language grows with its size; this stays a few rows per language.
-- Derived from local_words: left out of backups, recomputed as a restore inserts the words.
-- Collation "C" as sort_key's, so that its order is the keys' order. A count that falls to 0 is
-- deleted: the table is always what a GROUP BY over local_words would give.
CREATE TABLE "word_letter_counts" (
	"language_id" integer NOT NULL,
	"first_key_char" text COLLATE "C" NOT NULL,
	"approved" integer NOT NULL,
	CONSTRAINT "word_letter_counts_language_id_first_key_char_pk" PRIMARY KEY("language_id","first_key_char")
);--> statement-breakpoint
-- Kept exact by the database itself rather than by the code that writes words: every writer (the
-- API, the recompute job, the seed, a restore, a script) and every instance of the app sharing a
-- PostgreSQL database counts the same way, in the transaction that changes the words. Statement
-- triggers with transition tables: one upsert per statement whatever its number of rows (a
-- restore's or a recompute's batch of 1,000), and none when no count changes (most edits). The
-- rows of the upsert are in (language, character) order, so concurrent transactions lock the
-- counters in the same order and cannot deadlock on them; a counter row stays locked until its
-- transaction ends, so approved words of one letter are written one transaction at a time. The
-- counters a statement brings to 0 are deleted while it holds them: other transactions see them
-- at their committed values, never at 0 (one waiting to add to a deleted counter inserts it).
CREATE FUNCTION public.count_word_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.word_letter_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO public.word_letter_counts AS c (language_id, first_key_char, approved)
    SELECT language_id, left(sort_key, 1), count(*)::int FROM new_rows
    WHERE status = 'approved' AND NOT is_deleted
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (language_id, first_key_char) DO UPDATE SET approved = c.approved + excluded.approved;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.word_letter_counts AS c (language_id, first_key_char, approved)
    SELECT language_id, left(sort_key, 1), -count(*)::int FROM old_rows
    WHERE status = 'approved' AND NOT is_deleted
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (language_id, first_key_char) DO UPDATE SET approved = c.approved + excluded.approved;
    IF FOUND THEN
      DELETE FROM public.word_letter_counts
      WHERE approved = 0 AND language_id IN (SELECT language_id FROM old_rows);
    END IF;
  ELSE
    -- An update: the rows as they were leave their counter, the rows as they are join theirs.
    INSERT INTO public.word_letter_counts AS c (language_id, first_key_char, approved)
    SELECT language_id, first_key_char, sum(delta)::int FROM (
      SELECT language_id, left(sort_key, 1) AS first_key_char, 1 AS delta FROM new_rows
      WHERE status = 'approved' AND NOT is_deleted
      UNION ALL
      SELECT language_id, left(sort_key, 1), -1 FROM old_rows
      WHERE status = 'approved' AND NOT is_deleted
    ) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (language_id, first_key_char) DO UPDATE SET approved = c.approved + excluded.approved;
    IF FOUND THEN
      DELETE FROM public.word_letter_counts
      WHERE approved = 0 AND language_id IN (SELECT language_id FROM old_rows);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "local_words_letter_counts_insert" AFTER INSERT ON "local_words"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_word_letters();--> statement-breakpoint
CREATE TRIGGER "local_words_letter_counts_update" AFTER UPDATE ON "local_words"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.count_word_letters();--> statement-breakpoint
CREATE TRIGGER "local_words_letter_counts_delete" AFTER DELETE ON "local_words"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.count_word_letters();--> statement-breakpoint
CREATE TRIGGER "local_words_letter_counts_truncate" AFTER TRUNCATE ON "local_words"
  FOR EACH STATEMENT EXECUTE FUNCTION public.count_word_letters();--> statement-breakpoint
INSERT INTO "word_letter_counts" (language_id, first_key_char, approved)
SELECT language_id, left(sort_key, 1), count(*)::int FROM "local_words"
WHERE status = 'approved' AND NOT is_deleted
GROUP BY 1, 2;
