/**
 * Data of the public pages as the API answers it: languages and word entries. Each factory gives a
 * complete, valid object; a test overrides only what it is about.
 */
import type { Language } from '@shared/schemas/languages';
import type { LocalWord, PaginatedWords, WordEntry } from '@shared/schemas/words';
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
