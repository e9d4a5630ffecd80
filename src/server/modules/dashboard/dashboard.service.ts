import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { visibleWords } from '@server/modules/search/visibility';
import type { Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { countries, localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { DashboardStats } from '@shared/schemas/dashboard';
import type { PublicStats } from '@shared/schemas/stats';

const approvedWord = and(eq(localWords.isDeleted, false), eq(localWords.status, 'approved'));

type CountedTable = typeof countries | typeof languages | typeof localities | typeof expressions;

async function countLive(db: Db, table: CountedTable) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.isDeleted, false));
  return row?.n ?? 0;
}

/** Countries where a language of the dictionary is spoken (a live locality of a live language). */
async function countCountriesSpoken(db: Db) {
  const [row] = await db
    .select({ n: countDistinct(localities.countryId) })
    .from(languageLocalities)
    .innerJoin(localities, eq(localities.id, languageLocalities.localityId))
    .innerJoin(languages, eq(languages.id, languageLocalities.languageId))
    .innerJoin(countries, eq(countries.id, localities.countryId))
    .where(
      and(
        eq(localities.isDeleted, false),
        eq(languages.isDeleted, false),
        eq(countries.isDeleted, false),
      ),
    );
  return row?.n ?? 0;
}

async function counts(db: Db, countriesCount: Promise<number>): Promise<PublicStats> {
  const [countriesN, languagesCount, localitiesCount, expressionsCount, words] = await Promise.all([
    countriesCount,
    countLive(db, languages),
    countLive(db, localities),
    countLive(db, expressions),
    db.select({ n: count() }).from(localWords).where(visibleWords(null)),
  ]);
  return {
    countriesCount: countriesN,
    languagesCount,
    localitiesCount,
    wordsCount: words[0]?.n ?? 0,
    expressionsCount,
  };
}

/**
 * What a visitor may see counted: live rows, approved words of live languages, and the
 * countries where the dictionary's languages are spoken (not every country of the world that
 * the reference data holds).
 */
export const publicStats = (db: Db) => counts(db, countCountriesSpoken(db));

/** The dashboard adds the number of French/English pairs that have approved local words. */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [stats, groups] = await Promise.all([
    // Staff manage every country of the reference data: the card counts them all.
    counts(db, countLive(db, countries)),
    db
      .select({ n: countDistinct(localWords.frenchId) })
      .from(localWords)
      .where(and(approvedWord, isNotNull(localWords.frenchId))),
  ]);
  return { ...stats, equivalencesCount: groups[0]?.n ?? 0 };
}
