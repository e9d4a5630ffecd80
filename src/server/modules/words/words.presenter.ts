import type { UserRow } from '@server/modules/users/users.repository';
import { canAccess } from '@shared/roles';
import type { Form, SenseExample } from '@shared/schemas/lexicon';
import type { DictionaryEntry, Sense, WordEntry } from '@shared/schemas/words';
import type { FormRow, SenseEntryRow } from './lexicon.repository';
import type { DictionaryRow, ExampleRow, WordEntryRow } from './words.repository';

const presentDictionaryEntry = (row: DictionaryRow | null): DictionaryEntry | null =>
  row && {
    id: row.id,
    word: row.word,
    definition: row.definition,
    partOfSpeech: row.partOfSpeech,
    pronunciation: row.pronunciation,
  };

const presentExample = (e: ExampleRow): SenseExample => ({
  id: e.id,
  text: e.text,
  french: e.translation,
  english: e.englishTranslation,
  translation: e.translation,
});

export const presentSense = (row: SenseEntryRow): Sense => ({
  id: row.sense.id,
  frenchWord: presentDictionaryEntry(row.french),
  englishWord: presentDictionaryEntry(row.english),
  frenchDefinition: row.sense.frenchDefinition,
  englishDefinition: row.sense.englishDefinition,
  semanticDomain: row.sense.semanticDomain,
  examples: row.examples.map(presentExample),
});

export const presentForm = (row: FormRow): Form => ({
  id: row.id,
  kind: row.kind,
  form: row.form,
  pronunciation: row.pronunciation,
  audioUrl: row.audioUrl,
  localityId: row.localityId,
  localityName: row.localityName,
});

/**
 * Who submitted and who reviewed a word is moderation data: staff see it, a contributor only on
 * their own words, visitors never (an e-mail address on a public page invites spam).
 */
const showsPeople = (row: WordEntryRow, viewer: UserRow | null) =>
  viewer !== null && (canAccess(viewer.role, 'moderation') || row.word.submittedBy === viewer.id);

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
      status: word.status,
      submitterEmail: people ? row.submitterEmail : null,
      reviewerEmail: people ? row.reviewerEmail : null,
      reviewedAt: word.reviewedAt,
      rejectionReason: people ? word.rejectionReason : null,
      createdAt: word.createdAt,
      updatedAt: word.updatedAt,
      partOfSpeech: word.partOfSpeech,
      nounClass: word.nounClass,
      homographNumber: word.homographNumber,
      version: word.version,
      outsideAlphabet: word.outsideAlphabet ? word.outsideAlphabet.split(' ') : [],
    },
    englishWord: presentDictionaryEntry(row.english),
    frenchWord: presentDictionaryEntry(row.french),
    language: { name: row.languageName, isoCode: row.languageIsoCode },
    // The first sense's examples, as clients older than senses read them.
    examples: (row.senses[0]?.examples ?? []).map((e) => ({
      id: e.id,
      text: e.text,
      translation: e.translation,
    })),
    senses: row.senses.map(presentSense),
    forms: row.forms.map(presentForm),
  };
}
