-- fold() starts with NFKD instead of NFD: compatibility characters (𝔘𝔫𝔦, Ｕｎｉ, ﬁ, ², ⓤ, ᵐ...)
-- become the letters they stand for before anything else. Until now unaccent's rules decided, and
-- they differ between PostgreSQL versions: PGlite (PostgreSQL 18) folded 𝔘𝔫𝔦 to "uni" while
-- PostgreSQL 15 kept it, so a stored folded column, and what a search found, depended on the
-- database. NFKD is NFD plus the compatibility decompositions: every other letter folds as before.
-- U+FEFF (zero width no-break space, a stray byte-order mark) is dropped, as recent unaccent rules
-- do and older ones do not. src/shared/fold.ts does the same (src/server/db/fold.test.ts).
CREATE OR REPLACE FUNCTION public.fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, translate(normalize(t, NFKD), U&'ɔƆəƏʊƱɑⱭɩƖɪꞮː\FEFF', 'oOeEuUaAiIiI'))) $$;--> statement-breakpoint
-- Stored folded columns keep what fold() gave when the row was written: rewriting a row computes
-- them again. Only rows whose folded text changes are rewritten (none, on most databases). A
-- rewritten row gets new entries in every index of its table, the typo-key indexes included
-- (its folded column changed, so the update is never a heap-only one): they need no rebuild.
UPDATE "local_words" SET "local_word" = "local_word"
  WHERE "local_word_folded" IS DISTINCT FROM public.fold("local_word");--> statement-breakpoint
UPDATE "word_forms" SET "form" = "form"
  WHERE "form_folded" IS DISTINCT FROM public.fold("form");--> statement-breakpoint
UPDATE "french_words" SET "word" = "word"
  WHERE "word_folded" IS DISTINCT FROM public.fold("word");--> statement-breakpoint
UPDATE "english_words" SET "word" = "word"
  WHERE "word_folded" IS DISTINCT FROM public.fold("word");--> statement-breakpoint
UPDATE "expressions" SET "expression" = "expression"
  WHERE "search_folded" IS DISTINCT FROM public.fold(coalesce("expression", '') || ' ' || coalesce("local_text", '') || ' ' || coalesce("description", ''));--> statement-breakpoint
-- The places' indexes on fold(name) itself are rebuilt (small tables).
REINDEX INDEX "localities_name_fold_trgm_idx";--> statement-breakpoint
-- Two regions of a country whose names now fold alike stop the migration here, with nothing
-- changed: rename or delete one of them, then start again.
REINDEX INDEX "regions_country_name_fold_uq";
