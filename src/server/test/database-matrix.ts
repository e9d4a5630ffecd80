/**
 * Which API test files run on PostgreSQL as well as on PGlite: the one place that says so.
 *
 * Every server test runs on PGlite, the embedded default. The files below also run against a real
 * PostgreSQL server (when TEST_DATABASE_URL is set), because what they prove depends on the SQL
 * engine: text folding and search ranking, the reference dictionary's imports and jobs, backup and
 * restore, migrations, the repositories' larger queries, and races between concurrent requests.
 * The other files test HTTP behaviour (guards, headers, validation, error shapes) that is the same
 * whichever database answers. Vitest runs the two sets as the projects `server` and
 * `server-postgres` (vite.config.ts).
 */
export const POSTGRES_TEST_FILES = [
  // Folding, search and ranking: SQL functions, trigram indexes, planner choices.
  'src/server/db/**/*.test.ts',
  'src/server/modules/search/**/*.test.ts',
  'src/server/modules/pages/**/*.test.ts',
  'src/server/modules/localities/**/*.test.ts',
  // The reference dictionary: bulk imports, pg-boss jobs, restarts.
  'src/server/modules/dictionary/**/*.test.ts',
  // Backup and restore: every table dumped and restored, across database kinds.
  // (restore-cli.test.ts restores into PGlite, the CLI's own target: once is enough.)
  'src/server/backup/backup.test.ts',
  'src/server/modules/backup/**/*.test.ts',
  // The leftover sweep: every row's audio address read back, the lock a restore holds, its
  // pg-boss schedule shared by instances.
  'src/server/maintenance/**/*.test.ts',
  // Start-up, migrations and the repositories' larger queries (words, expressions, counts).
  'src/server/app.test.ts',
  'src/server/modules/words/**/*.test.ts',
  // The public browse: the letter counts' triggers, concurrent writers meeting on a counter.
  'src/server/modules/browse/**/*.test.ts',
  'src/server/modules/expressions/**/*.test.ts',
  // The public expressions' rule, their list and the language page's counts (decision 038).
  'src/server/modules/pages/expression-language-pages.test.ts',
  'src/server/modules/dashboard/**/*.test.ts',
  // Alphabets: sort keys in collation "C" ordered as JavaScript orders them, batch updates, the
  // recompute job and its start-up check.
  'src/server/modules/alphabets/**/*.test.ts',
  // Deleting a language and its trash: the impact counts' grouped reads, restores exactly by trash
  // id (sort keys, letter-count triggers, glosses), the purge's cascades, its schedule, backups.
  'src/server/modules/languages/language-deletion.routes.test.ts',
  'src/server/modules/trash/**/*.test.ts',
  // Exports: a language's words read page after page by their sort key (collation "C").
  'src/server/modules/interchange/language-entries.test.ts',
  // Imports: entries matched by id and spelling, savepoints per entry, batches resumed by the
  // report's last line, a cancel seen between batches.
  'src/server/modules/interchange/interchange.routes.test.ts',
  // The batch writer: glosses found or made in one statement (PostgreSQL's case comparison), rows
  // matched back by code.
  'src/server/modules/interchange/import-bulk.test.ts',
  // Downloads: the content versions' triggers, one build for racing requests (a row lock), the
  // build job; the licence that names them.
  'src/server/modules/exports/**/*.test.ts',
  'src/server/modules/languages/licence.routes.test.ts',
  // Concurrency: unique e-mails, one-time codes and imports under racing requests, counters kept
  // in the database.
  'src/server/modules/users/**/*.test.ts',
  'src/server/modules/auth/two-factor.routes.test.ts',
  'src/server/modules/countries/**/*.test.ts',
  'src/server/http/rate-limits.test.ts',
  'src/server/auth/sessions.test.ts',
  // The public answers' cache: PostgreSQL's notifications, on a connection lost and found again.
  'src/server/http/response-cache.test.ts',
  // The harness's own emptying of the tables between tests, ids started again.
  'src/server/test/databases.test.ts',
  // Several instances on one PostgreSQL database and one S3 bucket (PostgreSQL only).
  'src/server/scale/**/*.test.ts',
];

/**
 * Files inside the folders above that run on PGlite only: what they prove is the same on either
 * engine, and their SQL is run on PostgreSQL by the files that stay.
 */
export const POSTGRES_SKIPPED_FILES = [
  // The bundled sources' data: 5,000 real words in frequency order, the nouns found with an
  // English equivalent (1-2 min a database). The import's SQL (batches, relations, one entry per
  // key, the job's lock) and the search's are dictionary-import.routes.test.ts's and
  // dictionary.routes.test.ts's, which run on both.
  'src/server/modules/dictionary/french-frequency-import.routes.test.ts',
  // The prepared cluster a first start on an empty data directory loads: PGlite's alone.
  'src/server/db/pglite-template.test.ts',
];
