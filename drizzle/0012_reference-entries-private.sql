ALTER TABLE "english_words" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "french_words" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Entries typed in a word's form were public at once. Those no approved word ever used become
-- private: kept while a word awaiting moderation uses them, removed when only rejected words do.
-- A function, so that a restore of an archive taken before this migration applies it too.
CREATE FUNCTION public.settle_typed_glosses() RETURNS void LANGUAGE sql AS $$
  WITH uses AS (
    SELECT w.french_id AS entry_id, w.status, w.is_deleted FROM local_words w WHERE w.french_id IS NOT NULL
    UNION ALL
    SELECT s.french_id, w.status, w.is_deleted OR s.is_deleted
    FROM word_senses s JOIN local_words w ON w.id = s.local_word_id WHERE s.french_id IS NOT NULL
  ), per_entry AS (
    SELECT entry_id, bool_or(status = 'approved') AS approved,
      bool_or(status = 'pending' AND NOT is_deleted) AS pending,
      bool_or(status = 'rejected' AND NOT is_deleted) AS rejected
    FROM uses GROUP BY entry_id
  )
  UPDATE "french_words" e SET "is_private" = true, "is_deleted" = NOT p.pending
  FROM per_entry p
  WHERE p.entry_id = e.id AND e.origin = 'manual' AND NOT e.is_deleted AND NOT p.approved
    AND (p.pending OR p.rejected);
  WITH uses AS (
    SELECT w.english_id AS entry_id, w.status, w.is_deleted FROM local_words w WHERE w.english_id IS NOT NULL
    UNION ALL
    SELECT s.english_id, w.status, w.is_deleted OR s.is_deleted
    FROM word_senses s JOIN local_words w ON w.id = s.local_word_id WHERE s.english_id IS NOT NULL
  ), per_entry AS (
    SELECT entry_id, bool_or(status = 'approved') AS approved,
      bool_or(status = 'pending' AND NOT is_deleted) AS pending,
      bool_or(status = 'rejected' AND NOT is_deleted) AS rejected
    FROM uses GROUP BY entry_id
  )
  UPDATE "english_words" e SET "is_private" = true, "is_deleted" = NOT p.pending
  FROM per_entry p
  WHERE p.entry_id = e.id AND e.origin = 'manual' AND NOT e.is_deleted AND NOT p.approved
    AND (p.pending OR p.rejected);
$$;
--> statement-breakpoint
SELECT public.settle_typed_glosses();
