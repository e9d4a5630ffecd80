import type { DictionaryEntry, WordEntry, WordStatus } from '@shared/schemas/words';
import type { DictionaryRow, WordEntryRow } from './words.repository';

const presentDictionaryEntry = (row: DictionaryRow | null): DictionaryEntry | null =>
  row && {
    id: row.id,
    word: row.word,
    definition: row.definition,
    partOfSpeech: row.partOfSpeech,
    pronunciation: row.pronunciation,
  };

/** The spec's "Word entry" (§3). */
export function presentWordEntry(row: WordEntryRow): WordEntry {
  const { word } = row;
  return {
    localWord: {
      id: word.id,
      code: word.code,
      localWord: word.localWord,
      languageId: word.languageId,
      languageName: row.languageName,
      pronunciation: word.pronunciation,
      audioUrl: word.audioUrl,
      audioUrl2: word.audioUrl2,
      notes: word.notes,
      englishId: word.englishId,
      frenchId: word.frenchId,
      status: word.status as WordStatus,
      submitterEmail: row.submitterEmail,
      reviewerEmail: row.reviewerEmail,
      reviewedAt: word.reviewedAt,
      createdAt: word.createdAt,
      updatedAt: word.updatedAt,
    },
    englishWord: presentDictionaryEntry(row.english),
    frenchWord: presentDictionaryEntry(row.french),
    language: { name: row.languageName },
    examples: row.examples.map((e) => ({ id: e.id, text: e.text, translation: e.translation })),
  };
}
