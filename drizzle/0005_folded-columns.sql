-- fold() as stored generated columns (docs/decisions/006-search.md): a search reads the folded
-- text of every row it looks at (ranking, substring order, the trigram recheck), and fold() costs
-- ~3.6 µs a call on PGlite. Stored once per write, read for free; the indexes move onto them.
DROP INDEX "english_words_fold_idx";--> statement-breakpoint
DROP INDEX "english_words_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "french_words_fold_idx";--> statement-breakpoint
DROP INDEX "french_words_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "expressions_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "local_words_fold_idx";--> statement-breakpoint
DROP INDEX "local_words_fold_trgm_idx";--> statement-breakpoint
ALTER TABLE "english_words" ADD COLUMN "word_folded" text GENERATED ALWAYS AS (public.fold("word")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "french_words" ADD COLUMN "word_folded" text GENERATED ALWAYS AS (public.fold("word")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "expressions" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (public.fold(coalesce("expression", '') || ' ' || coalesce("local_text", '') || ' ' || coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "local_words" ADD COLUMN "local_word_folded" text GENERATED ALWAYS AS (public.fold("local_word")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "english_words_fold_idx" ON "english_words" USING btree ("word_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "english_words_fold_trgm_idx" ON "english_words" USING gin ("word_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "french_words_fold_idx" ON "french_words" USING btree ("word_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "french_words_fold_trgm_idx" ON "french_words" USING gin ("word_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expressions_fold_trgm_idx" ON "expressions" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_words_fold_idx" ON "local_words" USING btree ("local_word_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "local_words_fold_trgm_idx" ON "local_words" USING gin ("local_word_folded" gin_trgm_ops);--> statement-breakpoint
-- typo_keys() costs ~30 µs a call; at its default cost the planner, on small dictionaries, scans
-- the table calling it on every row (12 ms on 400 glosses) instead of using its GIN index.
-- At that cost PostgreSQL's generic plans would start parallel workers for a search (Gather,
-- ~4 ms of start-up for 0.3 ms of work): a search is small, so its function stays in one process.
ALTER FUNCTION public.typo_keys(text) COST 10000 PARALLEL UNSAFE;
