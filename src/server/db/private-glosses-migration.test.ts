import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { testDatabaseKinds } from '../test/databases';
import { databaseBeforeMigration } from '../test/migrations';

/** The last migration before reference entries typed for words could be private. */
const BEFORE_PRIVATE_GLOSSES = '0011_lexicon-model';

/**
 * A database filled while typed glosses were public at once, then migrated: those that no
 * approved word uses leave the public dictionary; the rest is untouched.
 */
describe.each(testDatabaseKinds)('the private glosses migration [%s]', (kind) => {
  const old = databaseBeforeMigration(kind, 'glosses', BEFORE_PRIVATE_GLOSSES);

  it('makes private the typed glosses of words awaiting moderation, and removes rejected ones', async () => {
    await old.migrateToLast();
    for (const statement of [
      sql`insert into languages (id, name, code) values (1, 'Kiswahili', 'swh')`,
      sql`insert into french_words (id, word, origin) values (1, 'eau', 'manual'),
        (2, 'pirogue', 'manual'), (3, 'cabane', 'manual'), (4, 'grotte', 'manual'),
        (5, 'tronc', 'wordnet'), (6, 'arbre', 'manual'), (7, 'fleuve', 'manual')`,
      sql`insert into english_words (id, word) values (1, 'water'), (2, 'dugout canoe')`,
      sql`insert into local_words
          (id, language_id, french_id, english_id, local_word, duplicate_key, code, status, is_deleted)
        values (1, 1, 1, 1, 'maji', 'maji', 'SW-1', 'approved', false),
               (2, 1, 2, 2, 'mtumbwi', 'mtumbwi', 'SW-2', 'pending', false),
               (3, 1, 3, null, 'kibanda', 'kibanda', 'SW-3', 'rejected', false),
               (4, 1, 4, null, 'pango', 'pango', 'SW-4', 'rejected', false),
               (5, 1, null, null, 'shimo', 'shimo', 'SW-5', 'pending', false),
               (6, 1, 5, null, 'gogo', 'gogo', 'SW-6', 'pending', false),
               (7, 1, 7, null, 'mto', 'mto', 'SW-7', 'approved', true)`,
      // 'grotte' is also the second sense of a word still awaiting moderation.
      sql`insert into word_senses (local_word_id, position, french_id, english_id)
        values (1, 1, 1, 1), (2, 1, 2, 2), (3, 1, 3, null), (4, 1, 4, null),
               (5, 1, null, null), (5, 2, 4, null), (6, 1, 5, null), (7, 1, 7, null)`,
    ]) {
      await old.database.db.execute(statement);
    }

    await old.migrateAll();

    const rows = await queryRows<{ word: string; private: boolean; deleted: boolean }>(
      old.database.db,
      sql`select word, is_private as private, is_deleted as deleted from french_words
        union all select word, is_private, is_deleted from english_words order by word`,
    );
    expect(rows).toEqual([
      // Used by nothing (typed in the reference dictionary itself): unchanged.
      { word: 'arbre', private: false, deleted: false },
      { word: 'cabane', private: true, deleted: true },
      { word: 'dugout canoe', private: true, deleted: false },
      { word: 'eau', private: false, deleted: false },
      // Its word was approved, then deleted: it was moderated, so it stays public.
      { word: 'fleuve', private: false, deleted: false },
      { word: 'grotte', private: true, deleted: false },
      { word: 'pirogue', private: true, deleted: false },
      // Imported, not typed: unchanged.
      { word: 'tronc', private: false, deleted: false },
      { word: 'water', private: false, deleted: false },
    ]);
  });
});
