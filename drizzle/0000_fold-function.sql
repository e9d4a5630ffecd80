-- Search folding shared by every search (see src/shared/fold.ts, which must agree with it).
-- translate() maps the IPA letters unaccent leaves alone (and drops the length mark) before
-- unaccent removes diacritics and combining tone marks; lower() then folds case.
-- IMMUTABLE so that expression indexes can use it; the dictionary is named explicitly because
-- the one-argument unaccent() depends on search_path and is only STABLE.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, translate(t, 'ɔƆəƏʊƱɑⱭɩƖɪꞮː', 'oOeEuUaAiIiI'))) $$;
