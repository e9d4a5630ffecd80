-- Imports of LIFT and CSV files (decision 042): each import's preview and progress, and its report
-- (what it did with each entry of the file). local_words.source_id keeps the id a file gave an
-- entry, so a file sent again updates its words instead of adding them.
CREATE TABLE "interchange_import_entries" (
	"import_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"label" text NOT NULL,
	"source_id" text,
	"action" varchar(20) NOT NULL,
	"word_id" integer,
	"warnings" jsonb NOT NULL,
	CONSTRAINT "interchange_import_entries_import_id_ordinal_pk" PRIMARY KEY("import_id","ordinal"),
	CONSTRAINT "interchange_import_entries_action_check" CHECK ("interchange_import_entries"."action" in ('created', 'updated', 'unchanged', 'conflictKept', 'conflictReplaced', 'conflictHomograph', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "interchange_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"user_id" integer,
	"format" varchar(10) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"upload_key" text,
	"status" varchar(20) NOT NULL,
	"on_conflict" varchar(20) DEFAULT 'keep' NOT NULL,
	"preview" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"finished_at" bigint,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "interchange_imports_status_check" CHECK ("interchange_imports"."status" in ('previewed', 'queued', 'running', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "interchange_imports_format_check" CHECK ("interchange_imports"."format" in ('lift', 'csv')),
	CONSTRAINT "interchange_imports_conflict_check" CHECK ("interchange_imports"."on_conflict" in ('keep', 'replace', 'homograph'))
);
--> statement-breakpoint
ALTER TABLE "local_words" ADD COLUMN "source_id" varchar(200);--> statement-breakpoint
ALTER TABLE "interchange_import_entries" ADD CONSTRAINT "interchange_import_entries_import_id_interchange_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."interchange_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interchange_import_entries" ADD CONSTRAINT "interchange_import_entries_word_id_local_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."local_words"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interchange_imports" ADD CONSTRAINT "interchange_imports_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interchange_imports" ADD CONSTRAINT "interchange_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interchange_imports_expires_idx" ON "interchange_imports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "interchange_imports_language_idx" ON "interchange_imports" USING btree ("language_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "local_words_source_id_unique" ON "local_words" USING btree ("language_id","source_id") WHERE "local_words"."source_id" is not null and "local_words"."is_deleted" = false and "local_words"."status" <> 'rejected';