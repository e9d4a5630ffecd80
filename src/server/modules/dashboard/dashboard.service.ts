import { and, count, countDistinct, eq } from 'drizzle-orm';
import { countGroups } from '@server/modules/dictionary/equivalences.repository';
import { publicExpression } from '@server/modules/expressions/public-expressions.repository';
import { visibleWords } from '@server/modules/search/visibility';
import type { Db } from '@server/db/client';
import { expressions } from '@server/db/schema/expressions';
import { countries, localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import type { DashboardStats } from '@shared/schemas/dashboard';
import type { PublicStats } from '@shared/schemas/stats';

type CountedTable = typeof countries | typeof languages | typeof localities | typeof expressions;

async function countLive(db: Db, table: CountedTable) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.isDeleted, false));
  return row?.n ?? 0;
}

/** Approved words of live languages: what visitors can open. */
async function countPublicWords(db: Db) {
  const [row] = await db.select({ n: count() }).from(localWords).where(visibleWords(null));
  return row?.n ?? 0;
}

/**
 * Where the dictionary's languages are spoken, as the languages grid names them: live localities
 * of live languages, and their countries (not every country of the world that the reference data
 * holds, nor localities no language is linked to).
 */
async function countPlacesSpoken(db: Db) {
  const [row] = await db
    .select({
      localities: countDistinct(localities.id),
      countries: countDistinct(localities.countryId),
    })
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
  return { localities: row?.localities ?? 0, countries: row?.countries ?? 0 };
}

/** The expressions visitors see (decision 038): what the public list counts. */
async function countPublicExpressions(db: Db) {
  const [row] = await db.select({ n: count() }).from(expressions).where(publicExpression);
  return row?.n ?? 0;
}

/** What a visitor can reach, counted: nothing the public pages would not show them. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [places, languagesCount, wordsCount, expressionsCount] = await Promise.all([
    countPlacesSpoken(db),
    countLive(db, languages),
    countPublicWords(db),
    countPublicExpressions(db),
  ]);
  return {
    countriesCount: places.countries,
    languagesCount,
    localitiesCount: places.localities,
    wordsCount,
    expressionsCount,
  };
}

/**
 * The back office's counts: staff manage every live row of the reference data, so countries,
 * localities and expressions are counted whether or not a public page shows them. It adds the
 * number of cross-language groups, as /cross-language counts them (decision 017).
 */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [countriesCount, languagesCount, localitiesCount, wordsCount, expressionsCount, groups] =
    await Promise.all([
      countLive(db, countries),
      countLive(db, languages),
      countLive(db, localities),
      countPublicWords(db),
      countLive(db, expressions),
      countGroups(db),
    ]);
  return {
    countriesCount,
    languagesCount,
    localitiesCount,
    wordsCount,
    expressionsCount,
    equivalencesCount: groups,
  };
}
