import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrate';

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
