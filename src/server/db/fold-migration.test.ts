import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fold } from '@shared/fold';
import { queryRows } from './client';
import { testDatabaseKinds } from '../test/databases';
import { databaseBeforeMigration } from '../test/migrations';

/** The last migration before fold() read compatibility characters as their letters. */
const BEFORE_NFKD = '0014_rate-limits-unlogged';

/**
 * A database written while fold() left circled letters as they are (ⓜⓐⓓⓘ folded to itself on
 * every engine), then migrated: the stored folded text and the indexes built from fold() now hold
 * "madi", so searches, typo look-ups and the one-region-per-name rule see it.
 */
describe.each(testDatabaseKinds)('the compatibility fold migration [%s]', (kind) => {
  const old = databaseBeforeMigration(kind, 'fold', BEFORE_NFKD);

  /** The ids a query finds with sequential scans off, and whether its plan used `index`. */
  async function throughIndex(index: string, query: SQL) {
    return old.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      const rows = await queryRows<{ id: number }>(tx, query);
      return {
        usesIndex: plan.some((line) => line['QUERY PLAN'].includes(index)),
        ids: rows.map((r) => Number(r.id)),
      };
    });
  }

  it('folds stored text again and rebuilds the indexes built from fold()', async () => {
    await old.migrateToLast();
    for (const statement of [
      sql`insert into countries (id, name, iso2, iso3) values (1, 'Congo', 'CD', 'COD')`,
      sql`insert into regions (id, country_id, name) values (1, 1, 'ⓚⓘⓥⓤ')`,
      sql`insert into localities (id, country_id, name) values (1, 1, 'ⓖⓞⓜⓐ')`,
      sql`insert into languages (id, name, code) values (1, 'Lingala', 'lin')`,
      sql`insert into french_words (id, word) values (1, 'ⓔⓐⓤ')`,
      sql`insert into english_words (id, word) values (1, 'ⓦⓐⓣⓔⓡ')`,
      sql`insert into local_words (id, language_id, french_id, local_word, duplicate_key, code)
        values (1, 1, 1, 'ⓜⓐⓓⓘ', 'ⓜⓐⓓⓘ', 'LN-1'), (2, 1, 1, 'mbwa', 'mbwa', 'LN-2')`,
      sql`insert into word_forms (id, local_word_id, position, kind, form)
        values (1, 1, 1, 'plural', 'ⓜⓐⓓⓘⓢ')`,
      sql`insert into expressions (id, code, audio1_url, expression, local_text)
        values (1, 'EX-1', 'audio/x.webm', 'ⓜⓐⓓⓘ ⓜⓐⓘ', 'Ｍａｉ')`,
    ]) {
      await old.database.db.execute(statement);
    }
    const version = async () =>
      (
        await queryRows<{ v: string }>(
          old.database.db,
          sql`select xmin::text as v from local_words where id = 2`,
        )
      )[0]!.v;
    const untouched = await version();

    await old.migrateAll();

    const stored = await queryRows(
      old.database.db,
      sql`select
        (select local_word_folded from local_words where id = 1) as word,
        (select form_folded from word_forms where id = 1) as form,
        (select word_folded from french_words where id = 1) as french,
        (select word_folded from english_words where id = 1) as english,
        (select search_folded from expressions where id = 1) as expression`,
    );
    expect(stored).toEqual([
      {
        word: 'madi',
        form: 'madis',
        french: 'eau',
        english: 'water',
        expression: fold('ⓜⓐⓓⓘ ⓜⓐⓘ Ｍａｉ '),
      },
    ]);
    expect(fold('ⓜⓐⓓⓘ ⓜⓐⓘ Ｍａｉ ')).toBe('madi mai mai ');
    // A row whose folded text is the same is not rewritten.
    expect(await version()).toBe(untouched);

    for (const [index, query, id] of [
      // Local words and forms have no typo-key index since drizzle/0023 (searched in memory).
      [
        'french_words_typo_keys_idx',
        sql`select id from french_words where public.typo_keys(word) && array['eau']`,
        1,
      ],
      [
        'english_words_typo_keys_idx',
        sql`select id from english_words where public.typo_keys(word) && array['water']`,
        1,
      ],
      [
        'localities_name_fold_trgm_idx',
        sql`select id from localities where public.fold(name) like '%gom%'`,
        1,
      ],
    ] as const) {
      expect(await throughIndex(index, query), index).toEqual({ usesIndex: true, ids: [id] });
    }
    // One live region per folded name in a country: "Kivu" is now the name ⓚⓘⓥⓤ already has.
    const refused = await old.database.db
      .execute(sql`insert into regions (id, country_id, name) values (2, 1, 'Kivu')`)
      .then(
        () => 'inserted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refused).toContain('regions_country_name_fold_uq');
  });
});
