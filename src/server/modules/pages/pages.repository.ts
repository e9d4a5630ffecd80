import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { languages, nounClasses } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { visibleWords } from '@server/modules/search/visibility';
import { SPELLING_ENTRY_ORDER } from '@server/modules/words/words.repository';

/** A sitemap's pages: the home page, one browse page per language, one page per spelling. */
export interface SitemapUrls {
  languages: { id: number; updatedAt: number }[];
  words: { localWord: string; updatedAt: number }[];
}

/** Live languages, by id, for the sitemap. */
export const liveLanguages = (db: Db) =>
  db
    .select({ id: languages.id, isoCode: languages.isoCode, updatedAt: languages.updatedAt })
    .from(languages)
    .where(eq(languages.isDeleted, false))
    .orderBy(asc(languages.id));

/**
 * Visitors' word pages (approved words of live languages), one per spelling: /word/{slug} shows
 * every language's entry for it, so two languages sharing a spelling share a page. Its address is
 * the spelling of the entry the page lists first, which is also the page's canonical address.
 */
export async function publicWordSpellings(db: Db, limit: number, offset: number) {
  return db
    .selectDistinctOn([localWords.duplicateKey], {
      localWord: localWords.localWord,
      // Window functions run before DISTINCT ON: the latest change of any entry of the page.
      updatedAt:
        sql<number>`max(${localWords.updatedAt}) over (partition by ${localWords.duplicateKey})`.mapWith(
          Number,
        ),
    })
    .from(localWords)
    .innerJoin(languages, eq(languages.id, localWords.languageId))
    .where(visibleWords(null))
    .orderBy(asc(localWords.duplicateKey), ...SPELLING_ENTRY_ORDER)
    .limit(limit)
    .offset(offset);
}

/** The spelling whose page lists the visible entries of a duplicate key: its canonical address. */
export async function pageSpelling(db: Db, duplicateKey: string) {
  const [row] = await db
    .select({ localWord: localWords.localWord })
    .from(localWords)
    .innerJoin(languages, eq(languages.id, localWords.languageId))
    .where(and(visibleWords(null), eq(localWords.duplicateKey, duplicateKey)))
    .orderBy(...SPELLING_ENTRY_ORDER)
    .limit(1);
  return row?.localWord;
}

export async function countPublicWordSpellings(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${localWords.duplicateKey})`.mapWith(Number) })
    .from(localWords)
    .where(visibleWords(null));
  return row?.n ?? 0;
}

/** A live language's name and how many words visitors may see in it. */
export async function languageForBrowse(db: Db, id: number) {
  const [language] = await db
    .select({ name: languages.name })
    .from(languages)
    .where(and(eq(languages.id, id), eq(languages.isDeleted, false)));
  if (!language) return undefined;
  const [words] = await db
    .select({ n: count() })
    .from(localWords)
    .where(and(visibleWords(null), eq(localWords.languageId, id)));
  return { name: language.name, wordsCount: words?.n ?? 0 };
}

/** The label a language gives one of its noun classes (m-/mw- for Swahili's class 1). */
export async function nounClassLabel(db: Db, languageId: number, number: string) {
  const [row] = await db
    .select({ label: nounClasses.label })
    .from(nounClasses)
    .where(and(eq(nounClasses.languageId, languageId), eq(nounClasses.number, number)));
  return row?.label ?? null;
}
