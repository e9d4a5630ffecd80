import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { countries, localities } from '@server/db/schema/geography';
import { languageLocalities, languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { countPublicExpressionsOf } from '@server/modules/expressions/public-expressions.repository';
import { drawLanguageMap, type LanguageMap } from '@server/modules/language-map/language-map';
import { visibleWordsOfLiveLanguage } from '@server/modules/search/visibility';
import { dataLicense } from '@shared/schemas/licenses';
import type { LanguagePage } from '@shared/schemas/pages';
import { languagePageCode } from '@shared/pages';

/** The latest published words a language page lists. */
export const RECENT_WORDS = 12;

/**
 * The live language a page code names: digits are an id, anything else a BCP 47 tag, compared
 * without case (the lowest id first, should two languages share one).
 */
export async function languageByPageCode(db: Db, code: string) {
  const byId = /^[0-9]{1,10}$/.test(code);
  if (byId && Number(code) > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(languages)
    .where(
      and(
        eq(languages.isDeleted, false),
        byId
          ? eq(languages.id, Number(code))
          : sql`lower(${languages.isoCode}) = ${code.toLowerCase()}`,
      ),
    )
    .orderBy(asc(languages.id))
    .limit(1);
  return row;
}

/** Where a language is spoken: its live localities, each with its country, by country then name. */
async function placesOf(db: Db, languageId: number) {
  return db
    .select({
      id: localities.id,
      name: localities.name,
      countryIso2: countries.iso2,
      countryName: countries.name,
      countryNameFr: countries.nameFr,
    })
    .from(languageLocalities)
    .innerJoin(localities, eq(localities.id, languageLocalities.localityId))
    .innerJoin(countries, eq(countries.id, localities.countryId))
    .where(
      and(
        eq(languageLocalities.languageId, languageId),
        eq(localities.isDeleted, false),
        eq(countries.isDeleted, false),
      ),
    )
    .orderBy(asc(countries.name), asc(localities.name), asc(localities.id));
}

/** The distinct countries of the places, as the map shades them. */
const countryCodes = (places: { countryIso2: string }[]) =>
  [...new Set(places.map((p) => p.countryIso2.toUpperCase()))].sort();

/** A short version of what the map shows, so its address changes when the map does. */
const mapVersion = (codes: string[]) => (codes.length ? codes.join('-').toLowerCase() : 'none');

/** The language page's read, or undefined for no live language of that code. */
export async function languagePage(db: Db, code: string): Promise<LanguagePage | undefined> {
  const language = await languageByPageCode(db, code);
  if (!language) return undefined;
  const visible = visibleWordsOfLiveLanguage(null, language.id);
  const [places, [words], expressionCounts, recentWords] = await Promise.all([
    placesOf(db, language.id),
    db
      .select({
        n: count(),
        recordings:
          sql<number>`count(${localWords.audioUrl}) + count(${localWords.audioUrl2})`.mapWith(
            Number,
          ),
      })
      .from(localWords)
      .where(visible),
    countPublicExpressionsOf(db, language.id),
    db
      .select({
        id: localWords.id,
        localWord: localWords.localWord,
        homographNumber: localWords.homographNumber,
      })
      .from(localWords)
      .where(visible)
      // Published when approved; words staff entered were approved as they were created.
      .orderBy(
        desc(sql`coalesce(${localWords.reviewedAt}, ${localWords.createdAt})`),
        desc(localWords.id),
      )
      .limit(RECENT_WORDS),
  ]);
  const codes = countryCodes(places);
  return {
    language: {
      id: language.id,
      name: language.name,
      isoCode: language.isoCode,
      code: languagePageCode(language),
      license: dataLicense(language.license),
      attribution: language.attribution,
      updatedAt: language.updatedAt,
    },
    localities: places,
    counts: {
      words: words?.n ?? 0,
      expressions: expressionCounts.expressions,
      recordings: (words?.recordings ?? 0) + expressionCounts.recordings,
    },
    recentWords,
    mapUrl:
      codes.length > 0
        ? `/api/public/languages/${language.id}/map.svg?v=${encodeURIComponent(mapVersion(codes))}`
        : null,
  };
}

/** A live language's map (its places' countries shaded), or undefined for no live language. */
export async function languageMap(db: Db, id: number): Promise<LanguageMap | undefined> {
  const language = await languageByPageCode(db, String(id));
  if (!language) return undefined;
  const places = await placesOf(db, id);
  const names = [...new Set(places.map((p) => p.countryName))];
  return drawLanguageMap(countryCodes(places), [language.name, ...names].join(' — '));
}
