-- Search folding shared by every search (see src/shared/fold.ts, which must agree with it).
-- normalize(NFD) splits every accented letter into base + combining marks (so letters unaccent has
-- no rule for, such as ǿ, still fold); translate() maps the IPA letters unaccent leaves alone (and
-- drops the length mark); unaccent removes the combining marks and maps ɛ ŋ ɓ ɗ æ ø...; lower()
-- folds case.
-- IMMUTABLE so that expression indexes can use it; the dictionary is named explicitly because
-- the one-argument unaccent() depends on search_path and is only STABLE.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, translate(normalize(t, NFD), 'ɔƆəƏʊƱɑⱭɩƖɪꞮː', 'oOeEuUaAiIiI'))) $$;
