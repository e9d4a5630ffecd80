-- The licence a language's data is published under, as an SPDX id (src/shared/schemas/licenses.ts);
-- shown on its public page. Existing languages get the site's default.
ALTER TABLE "languages" ADD COLUMN "license" varchar(40) DEFAULT 'CC-BY-SA-4.0' NOT NULL;