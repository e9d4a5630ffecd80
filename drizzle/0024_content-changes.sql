-- The public responses' cache (decision 048) keeps a rendered page or an API answer until the data
-- it was read from changes. Every statement that writes a table pages and public answers read
-- notifies `content_changes` when it changed rows: every writer (the API, imports, jobs, a restore,
-- a script) and every instance alike. A statement that changed nothing (a daily purge with nothing
-- to purge) leaves the cache as it is. PostgreSQL sends the notification at commit, once per
-- transaction whatever the number of statements (same channel, same payload), never for a
-- rolled-back one.
-- Left out, as nothing public reads them: sign-ins and their throttles, the audit log, job and
-- import bookkeeping, the trash's list, and the change feeds derived from the tables below
-- (src/server/http/response-cache.ts names them; a test checks every table is one or the other).
CREATE FUNCTION public.note_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('content_changes', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION public.note_content_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Transition tables are shared by every trigger of a table and event (the search and export
-- triggers already keep them for the busiest tables): only their first row is read here.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'countries', 'regions', 'localities', 'languages', 'language_localities', 'noun_classes',
    'local_words', 'word_forms', 'word_senses', 'examples', 'word_letter_counts',
    'french_words', 'english_words', 'french_english_relations',
    'expressions', 'expression_words', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON public.%I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.note_content_change()',
      t || '_cache_insert', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON public.%I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.note_content_change()',
      t || '_cache_update', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON public.%I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.note_content_change()',
      t || '_cache_delete', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON public.%I '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.note_content_truncate()',
      t || '_cache_truncate', t);
  END LOOP;
END
$$;
