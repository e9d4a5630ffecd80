/**
 * Which words an import should take first (decision 016). Only WordNet knows frequencies (SemCor's
 * tag counts); the other offline sources borrow them: an English FreeDict headword by its own
 * count, a French word by the best count among its FreeDict English translations, so 'être'
 * (be), 'avoir' (have) and 'temps' (time) come before 'abaisser'.
 */
import type { SourceRelation } from './source';

/** Word (folded as rankKey does) -> score; higher comes first, absent counts as 0. */
export type Ranking = ReadonlyMap<string, number>;
export type RankingProvider = () => Promise<Ranking>;

export const rankKey = (word: string): string => word.normalize('NFC').trim().toLowerCase();

/** The items by score, highest first; equal scores keep their order (a stable sort). */
export function sortByRanking<T extends { word: string }>(
  items: readonly T[],
  ranking: Ranking,
): T[] {
  return items
    .map((item, index) => ({ item, index, score: ranking.get(rankKey(item.word)) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * French words scored by their English translations' frequencies: 1 + the highest one, so that
 * every word FreeDict translates (its 8,500 headwords are everyday vocabulary) comes before the
 * words it does not, even when WordNet has no count for the translation.
 */
export async function frenchRankingFrom(
  relations: AsyncIterable<SourceRelation> | Iterable<SourceRelation>,
  english: Ranking,
): Promise<Ranking> {
  const ranking = new Map<string, number>();
  for await (const { french, english: translation } of relations) {
    const key = rankKey(french.word);
    const score = 1 + (english.get(rankKey(translation.word)) ?? 0);
    if (score > (ranking.get(key) ?? 0)) ranking.set(key, score);
  }
  return ranking;
}

/**
 * Entries grouped by a key of their word, for look-ups: an import looks up every word it adds,
 * so a scan of the whole list per look-up made a 5,000-word import quadratic.
 */
export function indexByWord<T extends { word: string }>(
  entries: T[],
  key: (word: string) => string,
): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const entry of entries) {
    const k = key(entry.word);
    const list = index.get(k);
    if (list) list.push(entry);
    else index.set(k, [entry]);
  }
  return index;
}

/** A provider that loads once; a failure is not kept, the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = null;
      throw error;
    });
    return promise;
  };
}
