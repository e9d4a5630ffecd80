-- Alphabets (decision 031): a language's letters, and per word a sort key computed from them by
-- src/shared/alphabet.ts. Keys are compared byte by byte whatever the database's collation:
-- collation "C" (UTF-8 byte order, which is code-point order; the keys hold no surrogate). Existing
-- words start with an empty key of version -1, which no language has: the start-up check queues
-- a recompute job for each of their languages.
ALTER TABLE "languages" ADD COLUMN "alphabet" jsonb;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "alphabet_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "alphabet_recomputing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "alphabet_job_id" varchar(64);--> statement-breakpoint
ALTER TABLE "local_words" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_words" ADD COLUMN "sort_key_version" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_words" ADD COLUMN "outside_alphabet" text;--> statement-breakpoint
CREATE INDEX "local_words_dictionary_order_idx" ON "local_words" USING btree ("language_id","sort_key","homograph_number","id") WHERE "local_words"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "local_words_public_order_idx" ON "local_words" USING btree ("language_id","sort_key","homograph_number","id") WHERE "local_words"."is_deleted" = false and "local_words"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "local_words_sort_version_idx" ON "local_words" USING btree ("language_id","sort_key_version");--> statement-breakpoint
CREATE INDEX "local_words_outside_alphabet_idx" ON "local_words" USING btree ("language_id") WHERE "local_words"."outside_alphabet" is not null and "local_words"."is_deleted" = false;