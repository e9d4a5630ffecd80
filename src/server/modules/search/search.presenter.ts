import type { WordSearchResult } from '@shared/schemas/words';
import type { WordSearchRow } from './search.repository';

/** A global search hit: `word` is the text that matched. */
export const presentWordSearchResult = (
  row: WordSearchRow,
  type: WordSearchResult['type'],
): WordSearchResult => ({
  id: row.id,
  word:
    (type === 'french' ? row.frenchWord : type === 'english' ? row.englishWord : null) ??
    row.localWord,
  type,
  languagesCount: row.languagesCount,
  localitiesCount: row.localitiesCount,
  localWord: row.localWord,
  localWordId: row.id,
  languageName: row.languageName,
  frenchWord: row.frenchWord,
  englishWord: row.englishWord,
});
