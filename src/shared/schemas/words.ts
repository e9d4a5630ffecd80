/*
 * Words: the form's input, the entries the API answers, moderation and
 * search shapes. The routes (src/server/modules/words) and the client (src/client/features/words)
 * both use these; /api/docs documents them.
 */
import { z } from 'zod';
import { ALPHABET_LETTER_MAX_LENGTH, letterLength } from '../alphabet';
import {
  freeText,
  IdParamSchema,
  nameText,
  optionalIpa,
  optionalText,
  requiredText,
  SearchQuerySchema,
} from './common';
import {
  FORM_KINDS,
  FormSchema,
  FormsInputSchema,
  NOUN_CLASS_NUMBER,
  PARTS_OF_SPEECH,
  SenseExampleSchema,
  SensesInputSchema,
} from './lexicon';
import { TEXT_LIMITS } from './text-limits';

export const WORD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];

export const WORD_PAGE_SIZES = [10, 20, 50, 100] as const;
export const WORD_DEFAULT_PAGE_SIZE = 20;
export const WORD_CODE_MAX_LENGTH = 20;
export const MAX_EXAMPLES = 50;
/** What a moderator may write when rejecting a word: a sentence or two for its submitter. */
export const WORD_REJECTION_REASON_MAX_LENGTH = TEXT_LIMITS.rejectionReason;

/**
 * The key two spellings of a word share when they are "the same word" (once per language):
 * trimmed, inner spaces collapsed, NFC, lower case. Unlike the search fold it keeps tone marks and
 * letters such as ɛ/e apart, because in tonal languages they are different words.
 */
export const wordKey = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

/** An entry of the French or English reference dictionary. */
export const DictionaryEntrySchema = z.object({
  id: z.number().int(),
  word: z.string(),
  definition: z.string().nullable(),
  partOfSpeech: z.string().nullable(),
  pronunciation: z.string().nullable(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

export const ExampleSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  translation: z.string().nullable(),
});
export type Example = z.infer<typeof ExampleSchema>;

/** `localWord` of a word entry, with its moderation state. */
export const LocalWordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  localWord: z.string(),
  languageId: z.number().int(),
  languageName: z.string(),
  pronunciation: z.string().nullable(),
  audioUrl: z.string().nullable(),
  audioUrl2: z.string().nullable(),
  notes: z.string().nullable(),
  englishId: z.number().int().nullable(),
  frenchId: z.number().int().nullable(),
  status: z.enum(WORD_STATUSES),
  submitterEmail: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  /**
   * Why the word was rejected, if the moderator said: on a rejected word, and on one reopened
   * since (pending again). Shown to staff and to the word's submitter only.
   */
  rejectionReason: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(),
  /** The number of one of the language's noun classes. */
  nounClass: z.string().nullable(),
  /** Set on homographs (kaa₁, kaa₂): same spelling, another word. */
  homographNumber: z.number().int().nullable(),
  /** Sent back with an edit, so that a save over someone else's newer edit is refused. */
  version: z.number().int(),
  /** The characters of the spelling outside its language's alphabet (decision 031), each once. */
  outsideAlphabet: z.array(z.string()),
});
export type LocalWord = z.infer<typeof LocalWordSchema>;

/** How a search found a word: by itself, by one of its other forms, by a gloss, or by a typo. */
export const MATCH_KINDS = ['headword', 'form', 'gloss', 'approximate'] as const;
export const SearchMatchSchema = z.object({
  by: z.enum(MATCH_KINDS),
  /** With `by: "form"`: which form matched (plural, variant...), as written. */
  kind: z.enum(FORM_KINDS).optional(),
  form: z.string().optional(),
});
export type SearchMatch = z.infer<typeof SearchMatchSchema>;

/** One meaning of a word: its glosses in the reference dictionary, definitions and examples. */
export const SenseSchema = z.object({
  id: z.number().int(),
  frenchWord: DictionaryEntrySchema.nullable(),
  englishWord: DictionaryEntrySchema.nullable(),
  frenchDefinition: z.string().nullable(),
  englishDefinition: z.string().nullable(),
  semanticDomain: z.string().nullable(),
  examples: z.array(SenseExampleSchema),
});
export type Sense = z.infer<typeof SenseSchema>;

/**
 * A word entry as /api/words answers it. `englishWord`, `frenchWord` and `examples` are those of
 * the first sense, as clients older than senses read them.
 */
export const WordEntrySchema = z.object({
  localWord: LocalWordSchema,
  englishWord: DictionaryEntrySchema.nullable(),
  frenchWord: DictionaryEntrySchema.nullable(),
  /** `language { name }`, with its BCP 47 tag for `lang` attributes when known. */
  language: z.object({ name: z.string(), isoCode: z.string().nullable() }),
  examples: z.array(ExampleSchema),
  senses: z.array(SenseSchema),
  forms: z.array(FormSchema),
  /** In a searched list (GET /api/words/paginated with `search`): how the search found it. */
  match: SearchMatchSchema.optional(),
});
export type WordEntry = z.infer<typeof WordEntrySchema>;

/** The public word page's read: the entry plus its language and the places it is spoken. */
export const WordBySlugSchema = WordEntrySchema.extend({
  languageName: z.string(),
  localities: z.array(z.string()),
});
export type WordBySlug = z.infer<typeof WordBySlugSchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const PaginatedWordsSchema = z.object({
  data: z.array(WordEntrySchema),
  pagination: PaginationSchema,
});
export type PaginatedWords = z.infer<typeof PaginatedWordsSchema>;

/** A query-string flag sent as 'true' or 'false'. */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/**
 * `published=true`: the words as an anonymous visitor sees them (approved, live), whoever asks.
 * The public pages send it, so a signed-in editor never sees pending or rejected words there.
 */
const publishedFlag = flag('false');

export const WordsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (WORD_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'pageSizeNotAllowed',
    })
    .default(WORD_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).default(''),
  /** What the search looks in: the local word and its glosses, or (word pickers) the local word. */
  match: z.enum(['all', 'local']).default('all'),
  languageId: IdParamSchema.optional(),
  status: z.enum(WORD_STATUSES, { error: 'wordStatusFilterInvalid' }).optional(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH, { error: 'partOfSpeechInvalid' }).optional(),
  /** A noun class number of the word's language ("1", "9a"). */
  nounClass: z.string().regex(NOUN_CLASS_NUMBER, { error: 'nounClassNumberInvalid' }).optional(),
  /**
   * Browse by first letter. With a language that has an alphabet: one of its letters (`ch`,
   * `ng'`, any case), else 400 letterNotInAlphabet. Otherwise one character, folded (tone marks
   * and ɛ/ɔ/ŋ aside, as dictionaries file words): words whose folded spelling starts with it.
   */
  letter: z
    .string()
    .trim()
    .refine((v) => v.length > 0 && letterLength(v) <= ALPHABET_LETTER_MAX_LENGTH, {
      error: 'letterInvalid',
    })
    .optional(),
  /** Only words whose spelling has characters outside their language's alphabet. */
  outsideAlphabet: flag('false'),
  published: publishedFlag,
});
export type WordsPageQuery = z.input<typeof WordsPageQuerySchema>;

export const WordLettersQuerySchema = z.object({
  languageId: IdParamSchema.optional(),
  /** Only the words of this status (the words list's status filter), so counts match the list. */
  status: z.enum(WORD_STATUSES, { error: 'wordStatusFilterInvalid' }).optional(),
  published: publishedFlag,
});
/** The first letters (folded, in dictionary order) of the words a caller may see. */
export const WordLettersSchema = z.object({
  letters: z.array(z.string()),
  /**
   * With a language that has an alphabet: every letter of it, in order, with the number of its
   * words the caller may see (0 included), for a filter that shows the empty letters disabled.
   */
  counts: z
    .array(z.object({ letter: z.string(), upper: z.string(), count: z.number().int() }))
    .optional(),
});
export type WordLetters = z.infer<typeof WordLettersSchema>;

/** Where a global search hit matched: the local word itself or one of its glosses. */
export const SEARCH_HIT_TYPES = ['local', 'french', 'english'] as const;

/** One hit of the global word search. */
export const WordSearchResultSchema = z.object({
  /** The local word's id (one hit per local word). */
  id: z.number().int(),
  /** The text that matched: the local word, or the French or English gloss. */
  word: z.string(),
  type: z.enum(SEARCH_HIT_TYPES),
  /** Languages that have a word for the same French meaning, this one included. */
  languagesCount: z.number().int(),
  /** Localities where the word's language is spoken. */
  localitiesCount: z.number().int(),
  localWord: z.string(),
  /** Its number among same-spelled entries (kaa₁, kaa₂), or null. */
  homographNumber: z.number().int().nullable(),
  localWordId: z.number().int(),
  languageName: z.string(),
  frenchWord: z.string().nullable(),
  englishWord: z.string().nullable(),
  match: SearchMatchSchema,
});
export type WordSearchResult = z.infer<typeof WordSearchResultSchema>;

export const WordSearchQuerySchema = SearchQuerySchema;

/** A hit of the French or English reference dictionary search. */
export const DictionarySearchHitSchema = DictionaryEntrySchema.extend({
  /** The first linked entry in the other language, if any. */
  equivalent: z
    .object({ id: z.number().int(), word: z.string(), definition: z.string().nullable() })
    .nullable(),
});
export type DictionarySearchHit = z.infer<typeof DictionarySearchHitSchema>;

export const DICTIONARY_SIDES = ['french', 'english'] as const;
export type DictionarySide = (typeof DICTIONARY_SIDES)[number];

export const ExampleInputSchema = z.object({
  text: freeText().max(TEXT_LIMITS.example, { error: 'valueTooLong' }).default(''),
  translation: freeText().max(TEXT_LIMITS.example, { error: 'valueTooLong' }).nullish(),
});

/** Examples arrive in multipart as a JSON list; blank ones are dropped. */
const ExamplesSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value ?? [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return Symbol('invalid');
      }
    },
    z.array(ExampleInputSchema, { error: 'examplesInvalid' }).max(MAX_EXAMPLES),
  )
  .transform((list) =>
    list
      .map((e) => ({
        text: e.text.normalize('NFC').trim(),
        translation: e.translation?.normalize('NFC').trim() || null,
      }))
      .filter((e) => e.text !== ''),
  );

/** A multipart id field: absent when blank. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  IdParamSchema.optional(),
);

/**
 * `removeAudio` (PUT): the word's own stored recordings the edit removes, as a JSON list of slots
 * ([1], [2] or [1, 2]), each once. Absent or empty, the stored recordings are kept.
 */
const RemoveAudioSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return Symbol('invalid');
    }
  },
  z.array(z.unknown(), { error: 'removeAudioInvalid' }).transform((slots, ctx) => {
    const valid = slots.every((slot) => slot === 1 || slot === 2);
    if (!valid || new Set(slots).size !== slots.length) {
      ctx.addIssue({ code: 'custom', message: 'removeAudioInvalid' });
      return z.NEVER;
    }
    return slots as (1 | 2)[];
  }),
);

/**
 * The word form's fields, as the form holds them and as POST/PUT /api/words receive them in
 * multipart. Each of the French and English counterparts is either an existing
 * reference entry (`frenchId`) or typed in (`frenchWord` and its details), which creates it.
 * Who submits is taken from the session, never from the body.
 */
export const WordInputSchema = z
  .object({
    languageId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      IdParamSchema.optional(),
    ),
    localWord: nameText().default(''),
    pronunciation: optionalIpa(TEXT_LIMITS.pronunciation),
    notes: optionalText(TEXT_LIMITS.longText),
    frenchId: optionalId,
    frenchWord: optionalText(TEXT_LIMITS.name, 'name'),
    frenchDefinition: optionalText(TEXT_LIMITS.longText),
    frenchPartOfSpeech: optionalText(TEXT_LIMITS.partOfSpeech, 'name'),
    frenchPronunciation: optionalIpa(TEXT_LIMITS.pronunciation),
    englishId: optionalId,
    englishWord: optionalText(TEXT_LIMITS.name, 'name'),
    englishDefinition: optionalText(TEXT_LIMITS.longText),
    englishPartOfSpeech: optionalText(TEXT_LIMITS.partOfSpeech, 'name'),
    englishPronunciation: optionalIpa(TEXT_LIMITS.pronunciation),
    examples: ExamplesSchema,
    partOfSpeech: z.preprocess(
      (v) => (v === '' ? null : v),
      z.enum(PARTS_OF_SPEECH, { error: 'partOfSpeechInvalid' }).nullish(),
    ),
    nounClass: z.preprocess(
      (v) => (v === '' ? null : v),
      z.string().regex(NOUN_CLASS_NUMBER, { error: 'nounClassUnknown' }).nullish(),
    ),
    /** Asks for a homograph of a same-spelled word, with this number. */
    homographNumber: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: 'homographNumberInvalid' }).int().min(1).max(99).optional(),
    ),
    /** Every sense, in order; absent, the French/English fields and examples make the one sense. */
    senses: SensesInputSchema.optional(),
    forms: FormsInputSchema.optional(),
    removeAudio: RemoveAudioSchema,
    /** The localWord.version the edit started from (PUT): a newer one means another edit won. */
    version: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).optional(),
    ),
  })
  .transform((v, ctx) => {
    const localWord = v.localWord.normalize('NFC').trim();
    if (v.languageId === undefined || localWord === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'fieldsRequired',
        path: [v.languageId === undefined ? 'languageId' : 'localWord'],
      });
      return z.NEVER;
    }
    if (localWord.length > TEXT_LIMITS.name) {
      // A length issue like the other fields', so that its message names the field and the limit.
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: TEXT_LIMITS.name,
        inclusive: true,
        input: localWord,
        message: 'valueTooLong',
        path: ['localWord'],
      });
      return z.NEVER;
    }
    if (v.senses === undefined && v.frenchId === undefined && v.frenchWord === null) {
      ctx.addIssue({ code: 'custom', message: 'frenchWordRequired', path: ['frenchWord'] });
      return z.NEVER;
    }
    return { ...v, languageId: v.languageId, localWord };
  });
export type WordInput = z.output<typeof WordInputSchema>;

export const DuplicateCheckQuerySchema = z.object({
  languageId: IdParamSchema,
  localWord: requiredText(TEXT_LIMITS.name, 'fieldsRequired'),
  excludeId: IdParamSchema.optional(),
});
export const DuplicateCheckSchema = z.object({ exists: z.boolean() });

export const WordStatusInputSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'statusInvalid' }),
    /** With `rejected`, optionally: why, in a sentence or two for the word's submitter. */
    reason: optionalText(WORD_REJECTION_REASON_MAX_LENGTH),
  })
  .refine((v) => v.status === 'rejected' || v.reason === null, {
    error: 'rejectionReasonOnReject',
    path: ['reason'],
  });
export type WordStatusInput = z.input<typeof WordStatusInputSchema>;

export const DeleteWordQuerySchema = z.object({ forceDelete: flag('false') });

const ExpressionRefSchema = z.object({
  id: z.number().int(),
  expression: z.string().nullable(),
  localText: z.string().nullable(),
});

/** DELETE /api/words/{id}: either what a forced delete would do, or what it did. */
export const DeleteWordResultSchema = z.union([
  z.object({
    requiresConfirmation: z.literal(true),
    totalExpressions: z.number().int(),
    expressionsToDelete: z.array(ExpressionRefSchema),
    expressionsToUnlink: z.array(ExpressionRefSchema),
  }),
  z.object({
    deletedExpressions: z.number().int(),
    unlinkedExpressions: z.number().int(),
  }),
]);
export type DeleteWordResult = z.infer<typeof DeleteWordResultSchema>;

export const AudioSlotParamsSchema = z.object({
  id: IdParamSchema,
  slot: z.enum(['1', '2']).transform(Number),
});

export const SignedUrlQuerySchema = z.object({ url: z.string().min(1).max(2000) });
export const SignedUrlSchema = z.object({ signedUrl: z.string() });
