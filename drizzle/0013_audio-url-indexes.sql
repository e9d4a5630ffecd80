CREATE INDEX "expressions_audio1_url_idx" ON "expressions" USING btree ("audio1_url");--> statement-breakpoint
CREATE INDEX "expressions_audio2_url_idx" ON "expressions" USING btree ("audio2_url") WHERE "expressions"."audio2_url" is not null;--> statement-breakpoint
CREATE INDEX "local_words_audio_url_idx" ON "local_words" USING btree ("audio_url") WHERE "local_words"."audio_url" is not null;--> statement-breakpoint
CREATE INDEX "local_words_audio_url2_idx" ON "local_words" USING btree ("audio_url2") WHERE "local_words"."audio_url2" is not null;--> statement-breakpoint
CREATE INDEX "word_forms_audio_url_idx" ON "word_forms" USING btree ("audio_url") WHERE "word_forms"."audio_url" is not null;