import type { DictionarySearchHit } from '@shared/schemas/words';
import type { DictionaryHitRow } from './dictionary-search.repository';

export const presentDictionaryHit = (row: DictionaryHitRow): DictionarySearchHit => ({
  id: row.id,
  word: row.word,
  definition: row.definition,
  partOfSpeech: row.partOfSpeech,
  pronunciation: row.pronunciation,
  equivalent:
    row.equivalentId === null
      ? null
      : {
          id: Number(row.equivalentId),
          word: row.equivalentWord ?? '',
          definition: row.equivalentDefinition,
        },
});
