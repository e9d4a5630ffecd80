import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, localities, regions } from '../db/schema/geography';
import { englishWords, frenchEnglishRelations, frenchWords } from '../db/schema/dictionary';
import { expressionWords, expressions } from '../db/schema/expressions';
import { languageLocalities, languages } from '../db/schema/languages';
import { examples, localWords } from '../db/schema/words';
import { wordKey } from '@shared/schemas/words';
import {
  keyColumns,
  languageCollation,
  type LanguageCollation,
} from '../modules/alphabets/sort-keys';

let sequence = 0;
const next = () => ++sequence;
/** n written with `length` letters A-Z, for ISO-like codes. */
const letters = (n: number, length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26)))
    .reverse()
    .join('');

/** Rows for tests, with their missing parents created (Outline-style factories). */
export async function buildCountry(db: Db, overrides: Partial<typeof countries.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(countries)
    .values({ name: `Country ${n}`, iso2: letters(n, 2), iso3: letters(n, 3), ...overrides })
    .returning();
  return row!;
}

export async function buildRegion(db: Db, overrides: Partial<typeof regions.$inferInsert> = {}) {
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  const [row] = await db
    .insert(regions)
    .values({ name: `Region ${next()}`, ...overrides, countryId })
    .returning();
  return row!;
}

export async function buildLocality(
  db: Db,
  overrides: Partial<typeof localities.$inferInsert> = {},
) {
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  const [row] = await db
    .insert(localities)
    .values({ name: `Locality ${next()}`, ...overrides, countryId })
    .returning();
  return row!;
}

export async function buildLanguage(
  db: Db,
  overrides: Partial<typeof languages.$inferInsert> = {},
  localityIds: number[] = [],
) {
  const n = next();
  const [row] = await db
    .insert(languages)
    .values({ name: `Language ${n}`, code: `l${n}`, ...overrides })
    .returning();
  if (localityIds.length > 0) {
    await db
      .insert(languageLocalities)
      .values(localityIds.map((localityId) => ({ languageId: row!.id, localityId })));
  }
  return row!;
}

export async function buildFrenchWord(
  db: Db,
  overrides: Partial<typeof frenchWords.$inferInsert> = {},
) {
  const [row] = await db
    .insert(frenchWords)
    .values({ word: `mot${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function buildEnglishWord(
  db: Db,
  overrides: Partial<typeof englishWords.$inferInsert> = {},
  frenchWordId?: number,
) {
  const [row] = await db
    .insert(englishWords)
    .values({ word: `word${next()}`, ...overrides })
    .returning();
  if (frenchWordId) {
    await db.insert(frenchEnglishRelations).values({ frenchWordId, englishWordId: row!.id });
  }
  return row!;
}

/**
 * The values of a local word (approved unless told otherwise), its spelling's keys included: the
 * duplicate key, and the sort key of its language's alphabet, as the app writes them.
 */
function wordValues(
  overrides: Partial<typeof localWords.$inferInsert> & { languageId: number },
  collation: LanguageCollation,
): typeof localWords.$inferInsert {
  const n = next();
  const localWord = overrides.localWord ?? `neno${n}`;
  return {
    code: `W-${n}`,
    status: 'approved',
    ...keyColumns(collation, localWord),
    ...overrides,
    localWord,
    duplicateKey: wordKey(localWord),
  };
}

/** The collation of each language among `languageIds`. */
async function collations(db: Db, languageIds: number[]) {
  const found = new Map<number, LanguageCollation>();
  for (const id of new Set(languageIds)) {
    found.set(id, (await languageCollation(db, id)) ?? { alphabet: null, version: 0 });
  }
  return found;
}

/** A local word (approved unless told otherwise) with a language and a French gloss if missing. */
export async function buildWord(
  db: Db,
  overrides: Partial<typeof localWords.$inferInsert> = {},
  exampleRows: { text: string; translation?: string }[] = [],
) {
  const languageId = overrides.languageId ?? (await buildLanguage(db)).id;
  const frenchId =
    overrides.frenchId === undefined ? (await buildFrenchWord(db)).id : overrides.frenchId;
  const [row] = await db
    .insert(localWords)
    .values(
      wordValues(
        { ...overrides, languageId, frenchId },
        (await collations(db, [languageId])).get(languageId)!,
      ),
    )
    .returning();
  if (exampleRows.length > 0) {
    await db.insert(examples).values(exampleRows.map((e) => ({ localWordId: row!.id, ...e })));
  }
  await giveFirstSenses(db);
  return row!;
}

/** Words inserted directly get their meaning as sense 1, as the app and the migration give it. */
const giveFirstSenses = (db: Db) => db.execute(sql`select public.backfill_first_senses()`);

/**
 * `count` local words in a single insert, for tests that need many rows: `each(i)` gives the i-th
 * word's fields; the language is the first word's, else a new one. No French gloss unless given.
 */
export async function buildWords(
  db: Db,
  count: number,
  each: (i: number) => Partial<typeof localWords.$inferInsert> = () => ({}),
) {
  const fields = Array.from({ length: count }, (_, i) => each(i));
  const languageId = fields[0]?.languageId ?? (await buildLanguage(db)).id;
  const byLanguage = await collations(db, [
    languageId,
    ...fields.flatMap((f) => f.languageId ?? []),
  ]);
  const rows = await db
    .insert(localWords)
    .values(
      fields.map((f) =>
        wordValues({ languageId, ...f }, byLanguage.get(f.languageId ?? languageId)!),
      ),
    )
    .returning();
  await giveFirstSenses(db);
  return rows;
}

/** An expression linked to the given words. */
export async function buildExpression(
  db: Db,
  wordIds: number[],
  overrides: Partial<typeof expressions.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(expressions)
    .values({ code: `E-${n}`, expression: `expression ${n}`, audio1Url: '/x.webm', ...overrides })
    .returning();
  if (wordIds.length > 0) {
    await db
      .insert(expressionWords)
      .values(wordIds.map((localWordId) => ({ expressionId: row!.id, localWordId })));
  }
  return row!;
}
