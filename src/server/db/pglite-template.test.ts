import { mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations';
import { openPgliteDir, queryRows, type Database } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { makePgliteTemplate, pgliteTemplateKey } from './pglite-template';

const journalLength = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: [] })
    .entries.length;

const appliedMigrations = async (database: Database) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
  )[0]!.n;

describe('the prepared PGlite cluster a first start loads', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'maneno-pglite-template-'));
  // A template as an older build made it: every migration but the last two.
  let olderMigrations: string;
  let templateFile: string;

  beforeAll(async () => {
    const all = JSON.parse(
      readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    olderMigrations = migrationsUpTo(all.entries.at(-3)!.tag);
    templateFile = join(scratch, 'pgdata.tar.gz');
    writeFileSync(templateFile, await makePgliteTemplate(olderMigrations));
  }, 120_000);
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(olderMigrations, { recursive: true, force: true });
  });

  it('opens a cluster with the buffer pool it is given, new or existing', async () => {
    const dataDir = join(scratch, 'buffers');
    const sharedBuffers = async (database: Database) =>
      (await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`))[0]!
        .shared_buffers;
    const created = await openPgliteDir(dataDir, { file: templateFile }, { sharedBuffersMb: 24 });
    expect(await sharedBuffers(created)).toBe('24MB');
    await created.close();
    const reopened = await openPgliteDir(dataDir, undefined, { sharedBuffersMb: 48 });
    expect(await sharedBuffers(reopened)).toBe('48MB');
    await reopened.close();
  });

  it('gives an empty data directory its migrated cluster, and the start-up migrates the rest', async () => {
    const refusals: unknown[] = [];
    const dataDir = join(scratch, 'new');
    const database = await openPgliteDir(dataDir, {
      file: templateFile,
      onUnusable: (e) => refusals.push(e),
    });
    try {
      expect(refusals).toEqual([]);
      expect(await appliedMigrations(database)).toBe(journalLength(olderMigrations));
      // The template's own schema is there: fold() and the words table answer.
      const [row] = await queryRows<{ folded: string }>(
        database.db,
        sql`select fold('Ng''ɔ́mbɛ') as folded`,
      );
      expect(row!.folded).toBe("ng'ombe");
      await runMigrations(database);
      expect(await appliedMigrations(database)).toBe(journalLength(migrationsFolder()));
      await database.db.execute(
        sql`insert into languages (name, code) values ('Kiswahili', 'sw-tpl')`,
      );
    } finally {
      await database.close();
    }
    // Opened again with the template: a directory that holds a cluster keeps it.
    const reopened = await openPgliteDir(dataDir, { file: templateFile });
    try {
      const rows = await queryRows<{ name: string }>(
        reopened.db,
        sql`select name from languages where code = 'sw-tpl'`,
      );
      expect(rows).toEqual([{ name: 'Kiswahili' }]);
    } finally {
      await reopened.close();
    }
  });

  it('falls back to initdb when the template cannot be loaded, and says why', async () => {
    const broken = join(scratch, 'broken.tar.gz');
    writeFileSync(broken, 'not a tarball');
    const refusals: unknown[] = [];
    const database = await openPgliteDir(join(scratch, 'fallback'), {
      file: broken,
      onUnusable: (e) => refusals.push(e),
    });
    try {
      expect(refusals).toHaveLength(1);
      await runMigrations(database);
      expect(await appliedMigrations(database)).toBe(journalLength(migrationsFolder()));
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is made again only when the engine or a migration changes', () => {
    const folder = migrationsUpTo(
      (
        JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
          entries: { tag: string }[];
        }
      ).entries.at(-1)!.tag,
    );
    try {
      expect(pgliteTemplateKey(folder)).toBe(pgliteTemplateKey(folder));
      const before = pgliteTemplateKey(folder);
      appendFileSync(join(folder, '0000_fold-function.sql'), '\n-- changed\n');
      expect(pgliteTemplateKey(folder)).not.toBe(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
