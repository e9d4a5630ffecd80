ALTER TABLE "local_words" ALTER COLUMN "local_word" SET NOT NULL;--> statement-breakpoint
-- Existing rows get their key in SQL (the app computes it with wordKey() from then on).
ALTER TABLE "local_words" ADD COLUMN "duplicate_key" varchar(255);--> statement-breakpoint
UPDATE "local_words" SET "duplicate_key" = lower(regexp_replace(btrim(normalize("local_word", NFC)), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "local_words" ALTER COLUMN "duplicate_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "local_words_language_key_unique" ON "local_words" USING btree ("language_id","duplicate_key") WHERE "local_words"."is_deleted" = false and "local_words"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "local_words_submitted_by_idx" ON "local_words" USING btree ("submitted_by");
