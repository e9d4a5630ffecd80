import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { testDatabaseKinds } from '../test/databases';
import { databaseBeforeMigration } from '../test/migrations';

/** The last migration before pronunciations were stored without their delimiters. */
const BEFORE_BARE_IPA = '0017_letter-counts';

/**
 * A database filled while pronunciations kept the slashes typed around them (and the reference
 * dictionaries' imports wrote them so), then migrated: every one is bare, nothing else changes.
 */
describe.each(testDatabaseKinds)('the bare IPA migration [%s]', (kind) => {
  const old = databaseBeforeMigration(kind, 'bare_ipa', BEFORE_BARE_IPA);

  it('strips the slashes and brackets around words’, forms’ and reference entries’ pronunciations', async () => {
    await old.migrateToLast();
    for (const statement of [
      sql`insert into languages (id, name, code) values (1, 'Kiswahili', 'swh')`,
      sql`insert into french_words (id, word, pronunciation, updated_at)
        values (1, 'arbre', '/aʁbʁ/', 1), (2, 'eau', 'o', 1)`,
      sql`insert into english_words (id, word, pronunciation, updated_at)
        values (1, 'tree', '/triː/', 1), (2, 'water', null, 1)`,
      sql`insert into local_words
          (id, language_id, local_word, duplicate_key, code, pronunciation, updated_at)
        values (1, 1, 'mti', 'mti', 'SW-1', '/m.ti/', 1),
               (2, 1, 'maji', 'maji', 'SW-2', '[ˈma.dʒi]', 1),
               (3, 1, 'moto', 'moto', 'SW-3', 'ˈmo.to', 1),
               (4, 1, 'jua', 'jua', 'SW-4', ' // ', 1)`,
      sql`insert into word_forms (local_word_id, position, kind, form, pronunciation, updated_at)
        values (1, 1, 'plural', 'miti', '/ˈmi.ti/', 1)`,
    ]) {
      await old.database.db.execute(statement);
    }

    await old.migrateAll();

    const rows = async (table: string) =>
      (
        await queryRows<{ id: number; pronunciation: string | null; updated_at: number }>(
          old.database.db,
          sql`select id, pronunciation, updated_at from ${sql.identifier(table)} order by id`,
        )
      ).map((r) => ({
        id: Number(r.id),
        pronunciation: r.pronunciation,
        changed: Number(r.updated_at) > 1,
      }));
    expect(await rows('local_words')).toEqual([
      { id: 1, pronunciation: 'm.ti', changed: true },
      { id: 2, pronunciation: 'ˈma.dʒi', changed: true },
      { id: 3, pronunciation: 'ˈmo.to', changed: false },
      { id: 4, pronunciation: null, changed: true },
    ]);
    expect((await rows('word_forms')).map((r) => r.pronunciation)).toEqual(['ˈmi.ti']);
    expect(await rows('french_words')).toEqual([
      { id: 1, pronunciation: 'aʁbʁ', changed: true },
      { id: 2, pronunciation: 'o', changed: false },
    ]);
    expect(await rows('english_words')).toEqual([
      { id: 1, pronunciation: 'triː', changed: true },
      { id: 2, pronunciation: null, changed: false },
    ]);
    // Words have a rejection reason now, empty until a moderator gives one.
    const reasons = await queryRows<{ rejection_reason: string | null }>(
      old.database.db,
      sql`select rejection_reason from local_words where id = 1`,
    );
    expect(reasons).toEqual([{ rejection_reason: null }]);
  });
});
