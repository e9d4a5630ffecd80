import type { UserRow } from '@server/modules/users/users.repository';
import { canAccess, type Role } from '@shared/roles';
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

/**
 * Who submitted and who reviewed a word is moderation data: staff see it, a contributor only on
 * their own words, visitors never (an e-mail address on a public page invites spam).
 */
const showsPeople = (row: WordEntryRow, viewer: UserRow | null) =>
  viewer !== null &&
  (canAccess(viewer.role as Role, 'moderation') || row.word.submittedBy === viewer.id);

/** A word entry as /api/words answers it, as `viewer` may see it. */
export function presentWordEntry(row: WordEntryRow, viewer: UserRow | null): WordEntry {
  const { word } = row;
  const people = showsPeople(row, viewer);
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
      submitterEmail: people ? row.submitterEmail : null,
      reviewerEmail: people ? row.reviewerEmail : null,
      reviewedAt: word.reviewedAt,
      createdAt: word.createdAt,
      updatedAt: word.updatedAt,
    },
    englishWord: presentDictionaryEntry(row.english),
    frenchWord: presentDictionaryEntry(row.french),
    language: { name: row.languageName, isoCode: row.languageIsoCode },
    examples: row.examples.map((e) => ({ id: e.id, text: e.text, translation: e.translation })),
  };
}
