ALTER TABLE "dictionary_jobs" ADD COLUMN "words_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_jobs" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;