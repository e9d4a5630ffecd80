/**
 * Words as the API answers them, for component tests: each builder gives a complete, valid value
 * of the shared response schema, and a test overrides only what it is about.
 */
import type { Language } from '@shared/schemas/languages';
import type {
  DictionaryEntry,
  DictionarySearchHit,
  LocalWord,
  PaginatedWords,
  WordEntry,
} from '@shared/schemas/words';

const CREATED_AT = Date.UTC(2026, 0, 1);

/**
 * What a word without grammar, homograph, edits or letters outside its alphabet answers (fields
 * added with senses and alphabets).
 */
export const PLAIN_LEXICON = {
  partOfSpeech: null,
  nounClass: null,
  homographNumber: null,
  version: 1,
  outsideAlphabet: [] as string[],
} satisfies Partial<LocalWord>;

/**
 * The entry with its `senses` and `forms` as the API derives them: one sense made of the
 * entry's French and English words and examples, no other form.
 */
export function withOneSense(
  entry: Omit<WordEntry, 'senses' | 'forms'> & Partial<Pick<WordEntry, 'senses' | 'forms'>>,
): WordEntry {
  return {
    senses: [
      {
        id: entry.localWord.id,
        frenchWord: entry.frenchWord,
        englishWord: entry.englishWord,
        frenchDefinition: null,
        englishDefinition: null,
        semanticDomain: null,
        examples: entry.examples.map((e) => ({
          ...e,
          french: e.translation,
          english: null,
        })),
      },
    ],
    forms: [],
    ...entry,
  };
}

let nextId = 1000;
/** A fresh id, so that two built values never share one by accident. */
export const nextTestId = () => nextId++;

export function buildLanguage(overrides: Partial<Language> = {}): Language {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    name: `Langue ${id}`,
    code: `L${id}`,
    adminCode: null,
    isoCode: null,
    region: null,
    license: 'CC-BY-SA-4.0',
    attribution: '',
    localities: [],
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function buildDictionaryEntry(overrides: Partial<DictionaryEntry> = {}): DictionaryEntry {
  return {
    id: nextTestId(),
    word: 'maison',
    definition: null,
    partOfSpeech: null,
    pronunciation: null,
    ...overrides,
  };
}

export function buildSearchHit(overrides: Partial<DictionarySearchHit> = {}): DictionarySearchHit {
  return { ...buildDictionaryEntry(), equivalent: null, ...overrides };
}

/** A published word of `language` (Swahili by default), its French gloss, no recording. */
export function buildWord({
  localWord: local = {},
  ...overrides
}: Partial<Omit<WordEntry, 'localWord'>> & { localWord?: Partial<LocalWord> } = {}): WordEntry {
  const id = local.id ?? nextTestId();
  const frenchWord = overrides.frenchWord ?? buildDictionaryEntry({ word: `mot ${id}` });
  const localWord: LocalWord = {
    id,
    code: `W${id}`,
    localWord: `neno${id}`,
    languageId: 1,
    languageName: 'Swahili',
    pronunciation: null,
    audioUrl: null,
    audioUrl2: null,
    notes: null,
    englishId: overrides.englishWord?.id ?? null,
    frenchId: frenchWord?.id ?? null,
    status: 'approved',
    submitterEmail: null,
    reviewerEmail: null,
    reviewedAt: null,
    rejectionReason: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...PLAIN_LEXICON,
    ...local,
  };
  return withOneSense({
    localWord,
    englishWord: null,
    frenchWord,
    language: { name: localWord.languageName, isoCode: 'sw' },
    examples: [],
    ...overrides,
  });
}

/** Page `page` of a list of `total` words, `limit` a page, as GET /api/words/paginated answers. */
export function buildWordsPage({
  page = 1,
  limit = 20,
  total,
  words,
}: {
  page?: number;
  limit?: number;
  total: number;
  /** The page's words; by default as many as fit, built. */
  words?: WordEntry[];
}): PaginatedWords {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    data: words ?? Array.from({ length: count }, () => buildWord()),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
