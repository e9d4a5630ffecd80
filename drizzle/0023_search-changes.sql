CREATE SEQUENCE "public"."search_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_changes" (
	"kind" varchar(1) NOT NULL,
	"id" integer NOT NULL,
	"seq" bigint DEFAULT nextval('search_change_seq') NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "search_changes_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "search_changes_seq_idx" ON "search_changes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");--> statement-breakpoint
-- The in-memory word search (decision 046) reads again what these triggers record: every writer
-- (the API, imports, jobs, a restore, a script) and every instance alike, in the transaction that
-- writes. One upsert per statement whatever its number of rows, in id order (concurrent writers
-- lock the rows in the same order), then one notification, which PostgreSQL sends at commit and
-- folds into one per transaction.
CREATE FUNCTION public.note_search_changes(change_kind text, ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO public.search_changes AS c (kind, id)
  SELECT change_kind, id FROM (SELECT DISTINCT unnest(ids) AS id) d WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (kind, id) DO UPDATE
    SET seq = nextval('public.search_change_seq'), xid = pg_current_xact_id();
  PERFORM pg_notify('search_changes', '');
END
$$;--> statement-breakpoint
-- Words: any row in or out; an update only when a column search reads changed (a new recording
-- or a sort key recomputed for 50,000 words is nothing to search).
CREATE FUNCTION public.local_words_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(n.id) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.local_word_folded, n.status, n.submitted_by, n.is_deleted, n.language_id,
           n.part_of_speech, n.noun_class)
      IS DISTINCT FROM (o.local_word_folded, o.status, o.submitted_by, o.is_deleted, o.language_id,
           o.part_of_speech, o.noun_class);
  END IF;
  PERFORM public.note_search_changes('w', ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A word's other forms and senses: the words they belong to (before and after an update).
CREATE FUNCTION public.word_parts_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(local_word_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(local_word_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(local_word_id) INTO ids
    FROM (SELECT local_word_id FROM new_rows UNION SELECT local_word_id FROM old_rows) r;
  END IF;
  PERFORM public.note_search_changes('w', ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A French or English gloss whose text or deletion changed: the words whose senses use it. New
-- glosses are used by no sense yet; a removed English one sets its senses' column to null, which
-- their own trigger records.
CREATE FUNCTION public.glosses_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.word_folded, n.is_deleted) IS DISTINCT FROM (o.word_folded, o.is_deleted);
  IF changed IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'french_words' THEN
    SELECT array_agg(local_word_id) INTO ids FROM public.word_senses WHERE french_id = ANY(changed);
  ELSE
    SELECT array_agg(local_word_id) INTO ids FROM public.word_senses WHERE english_id = ANY(changed);
  END IF;
  PERFORM public.note_search_changes('w', ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A language deleted or restored hides or shows all its words at once: the index keeps the set of
-- deleted languages rather than read each word again.
CREATE FUNCTION public.languages_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.is_deleted IS DISTINCT FROM o.is_deleted;
  PERFORM public.note_search_changes('l', ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A truncation (a restore empties every table) fires no row trigger: the index is built again.
CREATE FUNCTION public.search_tables_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.note_search_changes('r', ARRAY[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER local_words_search_insert AFTER INSERT ON public.local_words
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_search_changed();--> statement-breakpoint
CREATE TRIGGER local_words_search_update AFTER UPDATE ON public.local_words
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_search_changed();--> statement-breakpoint
CREATE TRIGGER local_words_search_delete AFTER DELETE ON public.local_words
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_search_changed();--> statement-breakpoint
CREATE TRIGGER word_forms_search_insert AFTER INSERT ON public.word_forms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER word_forms_search_update AFTER UPDATE ON public.word_forms
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER word_forms_search_delete AFTER DELETE ON public.word_forms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER word_senses_search_insert AFTER INSERT ON public.word_senses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER word_senses_search_update AFTER UPDATE ON public.word_senses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER word_senses_search_delete AFTER DELETE ON public.word_senses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_search_changed();--> statement-breakpoint
CREATE TRIGGER french_words_search_update AFTER UPDATE ON public.french_words
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.glosses_search_changed();--> statement-breakpoint
CREATE TRIGGER english_words_search_update AFTER UPDATE ON public.english_words
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.glosses_search_changed();--> statement-breakpoint
CREATE TRIGGER languages_search_update AFTER UPDATE ON public.languages
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.languages_search_changed();--> statement-breakpoint
CREATE TRIGGER local_words_search_truncate AFTER TRUNCATE ON public.local_words
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_tables_truncated();--> statement-breakpoint
CREATE TRIGGER word_senses_search_truncate AFTER TRUNCATE ON public.word_senses
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_tables_truncated();--> statement-breakpoint
CREATE TRIGGER word_forms_search_truncate AFTER TRUNCATE ON public.word_forms
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_tables_truncated();--> statement-breakpoint
CREATE TRIGGER french_words_search_truncate AFTER TRUNCATE ON public.french_words
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_tables_truncated();--> statement-breakpoint
CREATE TRIGGER english_words_search_truncate AFTER TRUNCATE ON public.english_words
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_tables_truncated();
--> statement-breakpoint
-- Words are searched in memory now: their typo-key indexes (the largest on local_words) only cost
-- every write. The reference dictionary's stay: its search is still SQL.
DROP INDEX IF EXISTS "local_words_typo_keys_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "word_forms_typo_keys_idx";
