/**
 * Expressions, their pages and the words the expression form's picker suggests, as the API
 * answers them: valid values of the shared schemas, which a test overrides where it matters.
 */
import type { Expression, LinkedWord, PaginatedExpressions } from '@shared/schemas/expressions';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { PLAIN_LEXICON, withOneSense } from './words';

const CREATED = Date.UTC(2026, 0, 1);

export const linkedWord = (overrides: Partial<LinkedWord> = {}): LinkedWord => ({
  id: 11,
  localWord: 'mbwa',
  homographNumber: null,
  languageName: 'Swahili',
  languageIsoCode: 'sw',
  ...overrides,
});

export const expression = (overrides: Partial<Expression> = {}): Expression => {
  const id = overrides.id ?? 1;
  return {
    id,
    code: `EXP${String(id).padStart(4, '0')}`,
    languageId: 2,
    languageName: 'Swahili',
    languageIsoCode: 'sw',
    localityId: null,
    localityName: null,
    expression: `Methali ${id}`,
    localText: null,
    description: null,
    audio1Url: `/api/audio/files/expression-${id}-1.webm`,
    audio2Url: null,
    linkedWords: [linkedWord()],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
};

/**
 * One page of `all`, as GET /api/expressions/paginated answers `page` and `limit` (20 by default).
 */
export function expressionsPage(
  all: readonly Expression[],
  { page = 1, limit = 20 }: { page?: number; limit?: number } = {},
): PaginatedExpressions {
  return {
    data: all.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
  };
}

/** A word as the picker's search (GET /api/words/paginated) answers it. */
export const wordEntry = ({
  id = 11,
  localWord = 'mbwa',
  languageId = 2,
  languageName = 'Swahili',
  isoCode = 'sw',
  french = 'chien',
}: {
  id?: number;
  localWord?: string;
  languageId?: number;
  languageName?: string;
  isoCode?: string | null;
  french?: string | null;
} = {}): WordEntry =>
  withOneSense({
    localWord: {
      id,
      code: `W${id}`,
      localWord,
      languageId,
      languageName,
      pronunciation: null,
      audioUrl: null,
      audioUrl2: null,
      notes: null,
      englishId: null,
      frenchId: french === null ? null : id + 1000,
      status: 'approved',
      submitterEmail: null,
      reviewerEmail: null,
      reviewedAt: null,
      rejectionReason: null,
      createdAt: CREATED,
      updatedAt: CREATED,
      ...PLAIN_LEXICON,
    },
    englishWord: null,
    frenchWord:
      french === null
        ? null
        : {
            id: id + 1000,
            word: french,
            definition: null,
            partOfSpeech: null,
            pronunciation: null,
          },
    language: { name: languageName, isoCode },
    examples: [],
  });

export const wordsPage = (entries: readonly WordEntry[]): PaginatedWords => ({
  data: [...entries],
  pagination: { page: 1, limit: 10, total: entries.length, totalPages: 1 },
});
