-- Why a moderator rejected a word, if they said: shown to its submitter and to staff.
ALTER TABLE "local_words" ADD COLUMN "rejection_reason" varchar(500);--> statement-breakpoint
-- Pronunciations are stored without the slashes or brackets typed around them (src/shared/ipa.ts);
-- screens add the slashes. Rows written before lose theirs here, as the API now strips them on
-- input: a word typed "/m.ti/" as the field's example showed read "//m.ti//" in the words list.
-- The reference dictionaries' imports wrote theirs between slashes too. Only rows with
-- delimiters change (their updated_at moved on, as for any change, for sync); a value that was
-- nothing but delimiters becomes null. The characters are bareIpa()'s: spaces, slashes and
-- brackets at either end.
UPDATE "local_words" SET
  "pronunciation" = nullif(regexp_replace(regexp_replace("pronunciation", '^[[:space:]/[]+', ''), '[]/[:space:]]+$', ''), ''),
  "updated_at" = (extract(epoch from clock_timestamp()) * 1000)::bigint
  WHERE "pronunciation" ~ '^[[:space:]/[]|[]/[:space:]]$';--> statement-breakpoint
UPDATE "word_forms" SET
  "pronunciation" = nullif(regexp_replace(regexp_replace("pronunciation", '^[[:space:]/[]+', ''), '[]/[:space:]]+$', ''), ''),
  "updated_at" = (extract(epoch from clock_timestamp()) * 1000)::bigint
  WHERE "pronunciation" ~ '^[[:space:]/[]|[]/[:space:]]$';--> statement-breakpoint
UPDATE "french_words" SET
  "pronunciation" = nullif(regexp_replace(regexp_replace("pronunciation", '^[[:space:]/[]+', ''), '[]/[:space:]]+$', ''), ''),
  "updated_at" = (extract(epoch from clock_timestamp()) * 1000)::bigint
  WHERE "pronunciation" ~ '^[[:space:]/[]|[]/[:space:]]$';--> statement-breakpoint
UPDATE "english_words" SET
  "pronunciation" = nullif(regexp_replace(regexp_replace("pronunciation", '^[[:space:]/[]+', ''), '[]/[:space:]]+$', ''), ''),
  "updated_at" = (extract(epoch from clock_timestamp()) * 1000)::bigint
  WHERE "pronunciation" ~ '^[[:space:]/[]|[]/[:space:]]$';
