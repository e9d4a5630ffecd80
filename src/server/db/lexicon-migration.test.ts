import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { testDatabaseKinds } from '../test/databases';
import { databaseBeforeMigration } from '../test/migrations';

/** The last migration before words had senses. */
const BEFORE_SENSES = '0010_users-admin';

/**
 * A database filled by the schema before senses, then migrated: every word keeps its meaning
 * and its examples, now as its first sense.
 */
describe.each(testDatabaseKinds)('the senses migration [%s]', (kind) => {
  const old = databaseBeforeMigration(kind, 'senses', BEFORE_SENSES);

  it('turns each word’s French and English words and examples into its sense 1', async () => {
    await old.migrateToLast();
    // Rows as the previous version wrote them, in its own columns.
    for (const statement of [
      sql`insert into languages (id, name, code) values (1, 'Kiswahili', 'swh')`,
      sql`insert into french_words (id, word) values (1, 'eau'), (2, 'enfant')`,
      sql`insert into english_words (id, word) values (1, 'water')`,
      sql`insert into local_words
          (id, language_id, french_id, english_id, local_word, duplicate_key, code, is_deleted)
        values (1, 1, 1, 1, 'maji', 'maji', 'SW-1', false),
               (2, 1, 2, null, 'mtoto', 'mtoto', 'SW-2', false),
               (3, 1, null, null, 'zamani', 'zamani', 'SW-3', true)`,
      sql`insert into examples (local_word_id, text, translation)
        values (1, 'Ninakunywa maji.', 'Je bois de l''eau.'), (1, 'Maji baridi', null),
               (2, 'Mtoto analala.', 'L''enfant dort.')`,
    ]) {
      await old.database.db.execute(statement);
    }

    await old.migrateAll();

    const senses = await queryRows<{
      word: number;
      position: number;
      french: number | null;
      english: number | null;
    }>(
      old.database.db,
      sql`select local_word_id as word, position, french_id as french, english_id as english
        from word_senses order by local_word_id`,
    );
    expect(senses.map((s) => ({ ...s, word: Number(s.word) }))).toEqual([
      { word: 1, position: 1, french: 1, english: 1 },
      { word: 2, position: 1, french: 2, english: null },
      // A deleted word keeps its meaning too, for the day it is restored.
      { word: 3, position: 1, french: null, english: null },
    ]);
    const examples = await queryRows<{ text: string; translation: string | null; sense: number }>(
      old.database.db,
      sql`select e.text, e.translation, s.local_word_id as sense
        from examples e join word_senses s on s.id = e.sense_id order by e.id`,
    );
    expect(examples.map((e) => ({ ...e, sense: Number(e.sense) }))).toEqual([
      { text: 'Ninakunywa maji.', translation: "Je bois de l'eau.", sense: 1 },
      { text: 'Maji baridi', translation: null, sense: 1 },
      { text: 'Mtoto analala.', translation: "L'enfant dort.", sense: 2 },
    ]);
    // The words' own columns are unchanged, and the new ones hold their defaults.
    const words = await queryRows<{ french: number | null; version: number; pos: string | null }>(
      old.database.db,
      sql`select french_id as french, version, part_of_speech as pos from local_words order by id`,
    );
    expect(words).toEqual([
      { french: 1, version: 1, pos: null },
      { french: 2, version: 1, pos: null },
      { french: null, version: 1, pos: null },
    ]);
  });
});
