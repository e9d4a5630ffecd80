/**
 * Which words an import should take first (decisions 016 and 034). English: WordNet's frequencies
 * (SemCor's tag counts), which an English FreeDict headword borrows by its own word. French: the
 * OpenSubtitles frequency list credited to Lefff's lemmas (french-frequency.ts), then, for words
 * it lacks, the best count among their FreeDict English translations.
 */
import type { SourceRelation } from './source';

/**
 * Word (folded as rankKey does) or entry (entryRankKey: word and part of speech) -> score; higher
 * comes first, absent counts as 0. A word scored by entry (`scoredByEntry`) gives an entry without
 * a score of its own 0, not its word's score: 'être' the noun does not rank as 'être' the verb.
 */
export type Ranking = ReadonlyMap<string, number>;
/** One ranking, or several: the first decides, the next ones break its ties. */
export type Rankings = Ranking | readonly Ranking[];
export type RankingProvider = () => Promise<Rankings>;

export const rankKey = (word: string): string => word.normalize('NFC').trim().toLowerCase();
export const entryRankKey = (word: string, partOfSpeech: string | null): string =>
  `${rankKey(word)}\t${partOfSpeech ?? ''}`;
/** The key that marks a word as scored by entry. */
export const scoredByEntry = (word: string): string => `${rankKey(word)}\t*`;

const scoreOf = (ranking: Ranking, item: { word: string; partOfSpeech?: string | null }) => {
  if (item.partOfSpeech) {
    const own = ranking.get(entryRankKey(item.word, item.partOfSpeech));
    if (own !== undefined) return own;
    if (ranking.has(scoredByEntry(item.word))) return 0;
  }
  return ranking.get(rankKey(item.word)) ?? 0;
};

/** The items by score, highest first; equal scores keep their order (a stable sort). */
export function sortByRanking<T extends { word: string; partOfSpeech?: string | null }>(
  items: readonly T[],
  rankings: Rankings,
): T[] {
  const list: readonly Ranking[] = rankings instanceof Map ? [rankings] : (rankings as Ranking[]);
  return items
    .map((item, index) => ({ item, index, scores: list.map((r) => scoreOf(r, item)) }))
    .sort((a, b) => {
      for (let i = 0; i < a.scores.length; i++) {
        const d = b.scores[i]! - a.scores[i]!;
        if (d !== 0) return d;
      }
      return a.index - b.index;
    })
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
