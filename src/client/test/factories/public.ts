/**
 * Data of the public pages as the API answers it: languages, word entries, their senses and
 * forms, and the word page's entries. Each factory gives a
 * complete, valid object; a test overrides only what it is about.
 */
import { defaultUpper } from '@shared/alphabet';
import type { LetterCount } from '@shared/schemas/alphabets';
import type { Form } from '@shared/schemas/lexicon';
import type { Language } from '@shared/schemas/languages';
import type { WordPageEntry } from '@shared/schemas/pages';
import type { LocalWord, PaginatedWords, Sense, WordEntry } from '@shared/schemas/words';
import { PLAIN_LEXICON, withOneSense } from './words';

const CREATED_AT = Date.UTC(2026, 0, 1);

/** A language as GET /api/languages lists it, spoken nowhere yet. */
export function language(overrides: Partial<Language> = {}): Language {
  return {
    id: 1,
    name: 'Swahili',
    code: 'SW',
    adminCode: null,
    isoCode: 'sw',
    region: null,
    license: 'CC-BY-SA-4.0',
    attribution: '',
    localities: [],
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/** A published word with its French and English glosses, no audio and no examples. */
export function wordEntry(overrides: Partial<LocalWord> = {}): WordEntry {
  const localWord: LocalWord = {
    id: 1,
    code: 'SW-0001',
    localWord: 'maji',
    languageId: 1,
    languageName: 'Swahili',
    pronunciation: null,
    audioUrl: null,
    audioUrl2: null,
    notes: null,
    englishId: 1,
    frenchId: 1,
    status: 'approved',
    submitterEmail: null,
    reviewerEmail: null,
    reviewedAt: null,
    rejectionReason: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...PLAIN_LEXICON,
    ...overrides,
  };
  return withOneSense({
    localWord,
    frenchWord: {
      id: 1,
      word: 'eau',
      definition: null,
      partOfSpeech: 'nom',
      pronunciation: null,
    },
    englishWord: {
      id: 1,
      word: 'water',
      definition: null,
      partOfSpeech: 'noun',
      pronunciation: null,
    },
    language: { name: localWord.languageName, isoCode: null },
    examples: [],
  });
}

/** One page of words, as GET /api/words/paginated answers it (`total` defaults to the page's). */
export function paginatedWords(
  data: WordEntry[],
  {
    page = 1,
    limit = 20,
    total = data.length,
  }: { page?: number; limit?: number; total?: number } = {},
): PaginatedWords {
  return {
    data,
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/**
 * A language's letter bar as GET /api/public/languages/{id}/letters answers it, in the order
 * given: each letter with its count of published words (0 by default) and its derived capital.
 */
export function letterCounts(letters: readonly string[], counts: Record<string, number> = {}) {
  return letters.map((letter): LetterCount => ({
    letter,
    upper: defaultUpper(letter),
    count: counts[letter] ?? 0,
  }));
}

/** The Swahili alphabet of the demo data, digraphs as letters. */
export const SWAHILI_LETTERS =
  "a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z".split(' ');

let nextId = 500;

/** A sense with its French and English glosses (no definition, domain or example). */
export function sense(overrides: Partial<Sense> = {}): Sense {
  const id = overrides.id ?? nextId++;
  return {
    id,
    frenchWord: { id, word: 'eau', definition: null, partOfSpeech: null, pronunciation: null },
    englishWord: { id, word: 'water', definition: null, partOfSpeech: null, pronunciation: null },
    frenchDefinition: null,
    englishDefinition: null,
    semanticDomain: null,
    examples: [],
    ...overrides,
  };
}

/** Another form of a word: a plural by default, without pronunciation or recording. */
export function form(overrides: Partial<Form> = {}): Form {
  return {
    id: nextId++,
    kind: 'plural',
    form: 'maji',
    pronunciation: null,
    audioUrl: null,
    localityId: null,
    localityName: null,
    ...overrides,
  };
}

/**
 * An entry of GET /api/pages/word/{slug}: `wordEntry(local)` with `senses` and `forms` when given
 * (the first sense's glosses then stand for the entry's, as the API does), spoken nowhere, used
 * by no expression.
 */
export function wordPageEntry(
  local: Partial<LocalWord> = {},
  {
    senses,
    forms = [],
    isoCode = 'sw',
    nounClassLabel = null,
  }: {
    senses?: Sense[];
    forms?: Form[];
    isoCode?: string | null;
    nounClassLabel?: string | null;
  } = {},
): WordPageEntry {
  const entry = wordEntry(local);
  const [first] = senses ?? entry.senses;
  return {
    ...entry,
    ...(senses && first
      ? {
          senses,
          frenchWord: first.frenchWord,
          englishWord: first.englishWord,
          examples: first.examples.map(({ id, text, translation }) => ({ id, text, translation })),
        }
      : {}),
    forms,
    language: { name: entry.localWord.languageName, isoCode },
    languageName: entry.localWord.languageName,
    localities: [],
    expressions: [],
    nounClassLabel,
  };
}
