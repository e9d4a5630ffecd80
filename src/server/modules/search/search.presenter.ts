import type { SearchMatch, WordSearchResult } from '@shared/schemas/words';
import type { WordSearchRow } from './search.repository';
import type { WordHitType } from './search.service';

/**
 * A global search hit: `word` is the text that matched. A form's hit keeps `type: "local"` for
 * clients older than forms; `match` says which form it was.
 */
export const presentWordSearchResult = (
  row: WordSearchRow,
  type: WordHitType,
  match: SearchMatch,
): WordSearchResult => ({
  id: row.id,
  word:
    (type === 'french'
      ? row.frenchWord
      : type === 'english'
        ? row.englishWord
        : type === 'form'
          ? (match.form ?? null)
          : null) ?? row.localWord,
  type: type === 'form' ? 'local' : type,
  languagesCount: row.languagesCount,
  localitiesCount: row.localitiesCount,
  localWord: row.localWord,
  homographNumber: row.homographNumber,
  localWordId: row.id,
  languageName: row.languageName,
  frenchWord: row.frenchWord,
  englishWord: row.englishWord,
  match,
});
