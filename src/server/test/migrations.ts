import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseKind } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { openTestDatabase } from './databases';

/**
 * The migrations folder as it stood at `last`: the same files, the journal cut after it, so a
 * test can fill a database as an earlier version did and then migrate it. The caller removes it.
 */
export function migrationsUpTo(last: string) {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * For a migration's test: an empty database of `kind` (named `name`), opened before the block's
 * tests and closed after them. `migrateToLast()` gives it the schema as it stood at `last`, for
 * the test to fill as that version did; `migrateAll()` then runs the migrations since.
 */
export function databaseBeforeMigration(kind: DatabaseKind, name: string, last: string) {
  let database: Database | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind, name, { migrated: false });
    folder = migrationsUpTo(last);
  });
  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return {
    get database() {
      return database!;
    },
    migrateToLast: () => runMigrations(database!, folder),
    migrateAll: () => runMigrations(database!),
  };
}
