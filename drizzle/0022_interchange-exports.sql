-- Public downloads and staff exports of a language (decision 043): each built file is kept, with
-- the content version it was built from, until the language changes. The attribution travels with
-- the licence: whom to credit when the data is reused.
CREATE TABLE "interchange_exports" (
	"language_id" integer NOT NULL,
	"format" varchar(8) NOT NULL,
	"audience" varchar(8) NOT NULL,
	"file_key" text,
	"version" bigint,
	"size" bigint,
	"built_at" bigint,
	"job_id" varchar(64),
	"job_version" bigint,
	"queued_at" bigint,
	"failed_version" bigint,
	"failed_at" bigint,
	CONSTRAINT "interchange_exports_language_id_format_audience_pk" PRIMARY KEY("language_id","format","audience"),
	CONSTRAINT "interchange_exports_format_check" CHECK ("interchange_exports"."format" in ('lift', 'csv', 'json')),
	CONSTRAINT "interchange_exports_audience_check" CHECK ("interchange_exports"."audience" in ('public', 'staff')),
	CONSTRAINT "interchange_exports_file_check" CHECK (("interchange_exports"."file_key" is null) = ("interchange_exports"."version" is null))
);
--> statement-breakpoint
CREATE TABLE "language_content_versions" (
	"language_id" integer PRIMARY KEY NOT NULL,
	"staff_version" bigint NOT NULL,
	"public_version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "attribution" varchar(500) DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The language's versions move in the transaction that changes it, by statement triggers on every
-- table an export reads, so every writer (the API, imports, jobs, a restore, a script) and every
-- instance bumps them alike. A new version is a value of one sequence: never reused, so an export
-- built from version v is current exactly while the language's version is v (no clock, no
-- count). One upsert per statement whatever its number of rows, languages in id order (concurrent
-- writers lock the counters in the same order); `public_version` moves only when the rows touched
-- include an approved live word, or the language itself.
CREATE SEQUENCE "language_content_seq";--> statement-breakpoint
CREATE FUNCTION public.bump_language_content(staff_ids integer[], public_ids integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.language_content_versions AS v (language_id, staff_version, public_version)
  SELECT id, version, CASE WHEN id = ANY(public_ids) THEN version ELSE 0 END
  FROM (
    SELECT id, nextval('public.language_content_seq') AS version
    FROM (SELECT DISTINCT unnest(staff_ids || public_ids) AS id) ids
    WHERE id IS NOT NULL
  ) bumped
  ORDER BY id
  ON CONFLICT (language_id) DO UPDATE SET
    staff_version = excluded.staff_version,
    public_version = CASE WHEN v.language_id = ANY(public_ids)
      THEN excluded.staff_version ELSE v.public_version END;
$$;--> statement-breakpoint
-- Words: any row in or out; public when it was or is approved and live.
CREATE FUNCTION public.local_words_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  staff integer[];
  pub integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT language_id),
           array_agg(DISTINCT language_id) FILTER (WHERE status = 'approved' AND NOT is_deleted)
    INTO staff, pub FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT language_id),
           array_agg(DISTINCT language_id) FILTER (WHERE status = 'approved' AND NOT is_deleted)
    INTO staff, pub FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT language_id),
           array_agg(DISTINCT language_id) FILTER (WHERE status = 'approved' AND NOT is_deleted)
    INTO staff, pub
    FROM (SELECT language_id, status, is_deleted FROM new_rows
          UNION ALL SELECT language_id, status, is_deleted FROM old_rows) r;
  END IF;
  IF staff IS NOT NULL THEN
    PERFORM public.bump_language_content(staff, coalesce(pub, '{}'));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A word's senses, examples and other forms: the languages of their words; public when the word
-- is approved and live (a word deleted with them has bumped its language already).
CREATE FUNCTION public.word_parts_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  staff integer[];
  pub integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT w.language_id),
           array_agg(DISTINCT w.language_id) FILTER (WHERE w.status = 'approved' AND NOT w.is_deleted)
    INTO staff, pub
    FROM (SELECT DISTINCT local_word_id FROM new_rows) r
    JOIN public.local_words w ON w.id = r.local_word_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT w.language_id),
           array_agg(DISTINCT w.language_id) FILTER (WHERE w.status = 'approved' AND NOT w.is_deleted)
    INTO staff, pub
    FROM (SELECT DISTINCT local_word_id FROM old_rows) r
    JOIN public.local_words w ON w.id = r.local_word_id;
  ELSE
    SELECT array_agg(DISTINCT w.language_id),
           array_agg(DISTINCT w.language_id) FILTER (WHERE w.status = 'approved' AND NOT w.is_deleted)
    INTO staff, pub
    FROM (SELECT local_word_id FROM new_rows UNION SELECT local_word_id FROM old_rows) r
    JOIN public.local_words w ON w.id = r.local_word_id;
  END IF;
  IF staff IS NOT NULL THEN
    PERFORM public.bump_language_content(staff, coalesce(pub, '{}'));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Noun classes (an export writes a noun class with its plural's): both versions.
CREATE FUNCTION public.noun_classes_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT language_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT language_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT language_id) INTO ids
    FROM (SELECT language_id FROM new_rows UNION SELECT language_id FROM old_rows) r;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM public.bump_language_content(ids, ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The language: what an export names of it (name, codes, licence, attribution), its order
-- (alphabet) and whether it is live. Other columns (updated_at, the recompute's mark) do not count.
CREATE FUNCTION public.languages_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.name, n.code, n.iso_code, n.license, n.attribution, n.alphabet_version, n.is_deleted)
    IS DISTINCT FROM (o.name, o.code, o.iso_code, o.license, o.attribution, o.alphabet_version, o.is_deleted);
  IF ids IS NOT NULL THEN
    PERFORM public.bump_language_content(ids, ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "local_words_content_insert" AFTER INSERT ON "local_words"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_content_changed();--> statement-breakpoint
CREATE TRIGGER "local_words_content_update" AFTER UPDATE ON "local_words"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_content_changed();--> statement-breakpoint
CREATE TRIGGER "local_words_content_delete" AFTER DELETE ON "local_words"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.local_words_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_senses_content_insert" AFTER INSERT ON "word_senses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_senses_content_update" AFTER UPDATE ON "word_senses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_senses_content_delete" AFTER DELETE ON "word_senses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "examples_content_insert" AFTER INSERT ON "examples"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "examples_content_update" AFTER UPDATE ON "examples"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "examples_content_delete" AFTER DELETE ON "examples"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_forms_content_insert" AFTER INSERT ON "word_forms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_forms_content_update" AFTER UPDATE ON "word_forms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "word_forms_content_delete" AFTER DELETE ON "word_forms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.word_parts_content_changed();--> statement-breakpoint
CREATE TRIGGER "noun_classes_content_insert" AFTER INSERT ON "noun_classes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.noun_classes_content_changed();--> statement-breakpoint
CREATE TRIGGER "noun_classes_content_update" AFTER UPDATE ON "noun_classes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.noun_classes_content_changed();--> statement-breakpoint
CREATE TRIGGER "noun_classes_content_delete" AFTER DELETE ON "noun_classes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.noun_classes_content_changed();--> statement-breakpoint
CREATE TRIGGER "languages_content_update" AFTER UPDATE ON "languages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.languages_content_changed();
