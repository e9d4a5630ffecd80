import type { Db } from '@server/db/client';
import { foldQuery, topHits } from '@server/modules/search/search.service';
import type { DictionarySearchHit, DictionarySide } from '@shared/schemas/words';
import { presentDictionaryHit } from './dictionary.presenter';
import { dictionaryHitRows, dictionarySource } from './dictionary-search.repository';

/** At most this many hits: the word form picks one from a short list. */
export const DICTIONARY_SEARCH_LIMIT = 20;

/**
 * French or English reference entries matching `q`, ranked like every search (exact > prefix >
 * substring > typo-tolerant, tones and accents aside), each with its first equivalent in the
 * other language. Shorter than 2 characters: nothing.
 */
export async function searchDictionary(
  db: Db,
  side: DictionarySide,
  query: string,
): Promise<DictionarySearchHit[]> {
  const q = foldQuery(query);
  if (!q) return [];
  const hits = await topHits(db, [dictionarySource(side)], q, DICTIONARY_SEARCH_LIMIT);
  if (hits.length === 0) return [];
  const rows = new Map(
    (
      await dictionaryHitRows(
        db,
        side,
        hits.map((h) => h.id),
      )
    ).map((r) => [r.id, r]),
  );
  return hits.flatMap((h) => {
    const row = rows.get(h.id);
    return row ? [presentDictionaryHit(row)] : [];
  });
}
