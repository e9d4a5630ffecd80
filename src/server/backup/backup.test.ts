import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@server/db/client';
import { LocalStorage } from '@server/storage/local-storage';
import {
  backupToFile,
  fileSource,
  readArchive,
  rewriteArchive,
  truncateArchive,
} from '@server/test/backup-archives';
import { seedEverything, snapshotTables, storedBytes } from '@server/test/backup-fixtures';
import { letterCountsAndTruth } from '@server/test/alphabets';
import { availableDatabaseKinds, openTestDatabase } from '@server/test/databases';
import { buildFrenchWord, buildLanguage, buildWord, buildWords } from '@server/test/factories';
import { describeWithApp, TEST_PASSWORD, testEnv } from '@server/test/harness';
import { ArchiveRefusedError, verifyArchive } from './archive-reader';
import { FORMAT_VERSION, type Manifest } from './manifest';
import { restoreArchive } from './restore';
import { allTables, AUDIO_URL_COLUMNS, backupTables, EXCLUDED_TABLES } from './tables';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'maneno-backup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

let counter = 0;
const scratchPath = (name: string) => join(scratch, `${++counter}-${name}`);

/** A fresh, migrated, empty database of the kind, with its own local storage. */
async function freshTarget(kind: 'pglite' | 'postgres') {
  const database = await openTestDatabase(kind, kind === 'postgres' ? 'target' : '');
  const dataDir = await mkdtemp(join(scratch, 'target-'));
  return { database, storage: new LocalStorage(dataDir), dataDir };
}

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

it('backs up every table but the excluded ones, referenced tables first', () => {
  const names = backupTables().map((t) => t.name);
  expect(
    allTables()
      .map((t) => t.name)
      .sort(),
  ).toEqual([...names, ...Object.keys(EXCLUDED_TABLES)].sort());
  for (const table of backupTables()) {
    for (const parent of table.references) {
      expect(names.indexOf(parent), `${parent} before ${table.name}`).toBeLessThan(
        names.indexOf(table.name),
      );
    }
  }
  // Generated columns are never written: the database computes them again.
  const words = backupTables().find((t) => t.name === 'local_words')!;
  expect(words.generated).toEqual(['local_word_folded']);
  expect(words.columns).not.toContain('local_word_folded');
  // Every column holding an audio address is listed, so its files are archived.
  const audioColumns = allTables().flatMap((t) =>
    t.columns.filter((c) => /audio.*url/.test(c)).map((c) => `${t.name}.${c}`),
  );
  expect(audioColumns.sort()).toEqual(
    Object.entries(AUDIO_URL_COLUMNS)
      .flatMap(([t, cs]) => cs.map((c) => `${t}.${c}`))
      .sort(),
  );
});

describeWithApp('Backup archive', (ctx) => {
  const deps = () => ({
    database: ctx.database,
    storage: ctx.app.storage,
    spoolDir: join(scratch, 'spool'),
  });

  it.each(availableDatabaseKinds)(
    'round trip into a fresh %s: every row and every audio byte identical, sign-in works',
    async (targetKind) => {
      const seeded = await seedEverything(ctx.database.db, ctx.app.storage);
      const before = await snapshotTables(ctx.database.db);
      const path = scratchPath('round-trip.tar.gz');
      const manifest = await backupToFile(deps(), path);

      expect(manifest.formatVersion).toBe(FORMAT_VERSION);
      expect(manifest.databaseKind).toBe(ctx.kind);
      expect(manifest.migration.count).toBeGreaterThan(0);
      expect(manifest.files.map((f) => f.key).sort()).toEqual(
        seeded.audioUrls.map((u) => ctx.app.storage.fileKeyOf(u)).sort(),
      );
      expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toMatchObject({
        local_words: 2,
        // The first word's two senses, the deleted word's one.
        word_senses: 3,
        word_forms: 1,
        noun_classes: 2,
        examples: 3,
        expressions: 2,
        users: 2,
      });
      // Files, then tables (in restore order), then the manifest.
      const names = (await readArchive(path)).map((e) => e.name);
      expect(names.at(-1)).toBe('manifest.json');
      expect(names.slice(0, 3).every((n) => n.startsWith('files/audio/'))).toBe(true);
      expect(await readdir(join(scratch, 'spool'))).toEqual([]);

      const target = await freshTarget(targetKind);
      opened.push(target.database);
      const checked = await verifyArchive(fileSource(path));
      const summary = await restoreArchive(fileSource(path), checked, target);
      expect(summary).toMatchObject({ files: 4, tables: manifest.tables.length, urlsRewritten: 0 });

      // Every row, generated columns (recomputed) and sessions aside, exactly as it was.
      expect(await snapshotTables(target.database.db)).toEqual(before);
      const sourceFiles = await storedBytes(ctx.app.storage, seeded.audioUrls);
      expect(await storedBytes(target.storage, seeded.audioUrls)).toEqual(sourceFiles);
      expect(Object.values(sourceFiles).every((b) => b && b.length > 0)).toBe(true);

      // An app on the restored database: the restored admin signs in, new ids follow the old.
      const app = await buildApp({
        env: testEnv({ DATA_DIR: target.dataDir }),
        database: target.database,
        storage: target.storage,
        logger: false,
      });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: seeded.adminEmail, password: TEST_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        const word = await buildWord(target.database.db);
        const maxId = Math.max(
          ...before.local_words!.map((l) => (JSON.parse(l) as { id: number }).id),
        );
        expect(word.id).toBeGreaterThan(maxId);
      } finally {
        await app.close();
      }
    },
  );

  it('refuses a corrupt, truncated or newer archive, leaving the target untouched', async () => {
    await seedEverything(ctx.database.db, ctx.app.storage);
    const path = scratchPath('good.tar.gz');
    await backupToFile(deps(), path);
    const target = await freshTarget('pglite');
    opened.push(target.database);
    await buildLanguage(target.database.db, { name: 'Déjà là' });
    const targetBefore = await snapshotTables(target.database.db);

    const flipped = scratchPath('flipped.tar.gz');
    await rewriteArchive(path, flipped, (name, data) => {
      if (!name.startsWith('files/')) return data;
      const copy = Buffer.from(data);
      copy[copy.length >> 1]! ^= 0xff;
      return copy;
    });
    const truncated = scratchPath('truncated.tar.gz');
    await truncateArchive(path, truncated, 0.6);
    const noManifest = scratchPath('no-manifest.tar.gz');
    await rewriteArchive(path, noManifest, (name, data) =>
      name === 'manifest.json' ? null : data,
    );
    const newerFormat = scratchPath('newer-format.tar.gz');
    await rewriteArchive(path, newerFormat, (_n, d) => d, {
      manifest: (m) => (m.formatVersion = FORMAT_VERSION + 1),
    });
    const newerMigration = scratchPath('newer-migration.tar.gz');
    await rewriteArchive(path, newerMigration, (_n, d) => d, {
      manifest: (m) => (m.migration = { count: m.migration.count + 1, createdAt: Date.now() }),
    });
    const rowMissing = scratchPath('row-missing.tar.gz');
    await rewriteArchive(
      path,
      rowMissing,
      (name, data) =>
        name === 'tables/examples.jsonl' ? data.subarray(0, data.indexOf(10) + 1) : data,
      { rehash: false },
    );

    const cases: [string, RegExp][] = [
      [flipped, /does not match its checksum/],
      [truncated, /damaged or truncated/],
      [noManifest, /no manifest/],
      [newerFormat, /format 2, newer/],
      [newerMigration, /newer database/],
      [rowMissing, /examples.jsonl does not match/],
    ];
    for (const [archive, message] of cases) {
      const refusal = await verifyArchive(fileSource(archive)).catch((e: unknown) => e);
      expect(refusal, archive).toBeInstanceOf(ArchiveRefusedError);
      expect((refusal as Error).message, archive).toMatch(message);
    }
    expect(await snapshotTables(target.database.db)).toEqual(targetBefore);
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it('restores an archive from before typed glosses were private by the rule of today', async () => {
    const language = await buildLanguage(ctx.database.db);
    const typed = await buildFrenchWord(ctx.database.db, { word: 'pirogue' });
    const kept = await buildFrenchWord(ctx.database.db, { word: 'eau' });
    await buildWord(ctx.database.db, {
      languageId: language.id,
      frenchId: typed.id,
      status: 'pending',
    });
    await buildWord(ctx.database.db, { languageId: language.id, frenchId: kept.id });
    const path = scratchPath('before-private.tar.gz');
    await backupToFile(deps(), path);
    // The archive as the version before migration 0012 wrote it: no is_private column.
    const old = scratchPath('before-private-old.tar.gz');
    const withoutPrivate = (data: Buffer) =>
      Buffer.from(
        data
          .toString()
          .split('\n')
          .map((line) => {
            if (!line) return line;
            const { is_private: _, ...row } = JSON.parse(line) as Record<string, unknown>;
            return JSON.stringify(row);
          })
          .join('\n'),
      );
    await rewriteArchive(
      path,
      old,
      (name, data) => (/tables\/(french|english)_words/.test(name) ? withoutPrivate(data) : data),
      {
        rehash: true,
        manifest: (m) => {
          m.migration.count = 12;
          for (const t of m.tables) t.columns = t.columns.filter((c) => c !== 'is_private');
        },
      },
    );
    const target = await freshTarget(ctx.kind);
    opened.push(target.database);
    await restoreArchive(fileSource(old), await verifyArchive(fileSource(old)), target);
    const entries = await queryRows<{ word: string; private: boolean }>(
      target.database.db,
      sql`select word, is_private as private from french_words order by word`,
    );
    expect(entries).toEqual([
      { word: 'eau', private: false },
      { word: 'pirogue', private: true },
    ]);
  });

  it('refuses a non-empty target without force, and replaces it whole with force', async () => {
    const seeded = await seedEverything(ctx.database.db, ctx.app.storage);
    const before = await snapshotTables(ctx.database.db);
    const path = scratchPath('force.tar.gz');
    const manifest = await backupToFile(deps(), path);
    const target = await freshTarget(ctx.kind);
    opened.push(target.database);
    const language = await buildLanguage(target.database.db, { name: 'Autre' });
    await buildWords(target.database.db, 30, () => ({ languageId: language.id }));
    const targetBefore = await snapshotTables(target.database.db);

    const refusal = await restoreArchive(fileSource(path), manifest, target).catch((e) => e);
    expect(refusal).toBeInstanceOf(ArchiveRefusedError);
    expect((refusal as Error).message).toMatch(/not empty.*--force/s);
    expect(await snapshotTables(target.database.db)).toEqual(targetBefore);
    expect(await readdir(target.dataDir)).toEqual([]);

    await restoreArchive(fileSource(path), manifest, { ...target, force: true });
    expect(await snapshotTables(target.database.db)).toEqual(before);
    // The counts of words by letter are not in the archive: rebuilt as the words are restored.
    expect(manifest.tables.map((t) => t.name)).not.toContain('word_letter_counts');
    const { stored, grouped } = await letterCountsAndTruth(target.database.db);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(grouped);
    expect(await storedBytes(target.storage, seeded.audioUrls)).toEqual(
      await storedBytes(ctx.app.storage, seeded.audioUrls),
    );
  });

  it('leaves the target as it was when the restore fails half-way, files included', async () => {
    await seedEverything(ctx.database.db, ctx.app.storage);
    const path = scratchPath('bad-row.tar.gz');
    await backupToFile(deps(), path);
    // A consistent archive (hashes right) whose example names a word that is not there.
    const badRow = scratchPath('bad-row-rehashed.tar.gz');
    await rewriteArchive(
      path,
      badRow,
      (name, data) =>
        name === 'tables/examples.jsonl'
          ? Buffer.from(data.toString().replace(/"local_word_id":\d+/, '"local_word_id":999999'))
          : data,
      { rehash: true },
    );
    const target = await freshTarget(ctx.kind);
    opened.push(target.database);
    await buildWords(target.database.db, 3);
    const targetBefore = await snapshotTables(target.database.db);
    const manifest = await verifyArchive(fileSource(badRow));
    await expect(
      restoreArchive(fileSource(badRow), manifest, { ...target, force: true }),
    ).rejects.toThrow();
    expect(await snapshotTables(target.database.db)).toEqual(targetBefore);
    expect(await readdir(join(target.dataDir, 'uploads', 'audio'))).toEqual([]);
  });

  it('is consistent while other requests write: counts match rows, no reference dangles', async () => {
    await seedEverything(ctx.database.db, ctx.app.storage);
    const language = await buildLanguage(ctx.database.db);
    await buildWords(ctx.database.db, 200, () => ({ languageId: language.id }));
    const admin = await ctx.as('admin');
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing && n < 200) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/languages',
          headers: { cookie: admin },
          payload: { name: `Langue parallèle ${++n}` },
        });
        expect(res.statusCode).toBe(201);
        await buildWord(ctx.database.db, { languageId: language.id }, [{ text: `ex ${n}` }]);
      }
      return n;
    })();
    const path = scratchPath('concurrent.tar.gz');
    const manifest = await backupToFile(deps(), path);
    writing = false;
    const written = await writes;
    expect(written).toBeGreaterThan(0);

    // The manifest's counts are the archive's rows (verifyArchive counts them)...
    const checked = await verifyArchive(fileSource(path));
    expect(checked.tables).toEqual(manifest.tables);
    // ...and a restore, whose foreign keys check every reference, accepts them all.
    const target = await freshTarget(ctx.kind);
    opened.push(target.database);
    await restoreArchive(fileSource(path), checked, target);
    const rows = (m: Manifest, t: string) => m.tables.find((x) => x.name === t)!.rows;
    const restored = await snapshotTables(target.database.db);
    expect(restored.languages!.length).toBe(rows(manifest, 'languages'));
    expect(restored.examples!.length).toBe(rows(manifest, 'examples'));
  });
});
