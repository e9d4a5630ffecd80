/*
 * Expressions (proverbs, sayings): what the API answers, the form's
 * fields as POST/PUT /api/expressions receive them in multipart, and the list's query. The routes
 * (src/server/modules/expressions) and the client (src/client/features/expressions) share these.
 */
import { z } from 'zod';
import { IdParamSchema, optionalText } from './common';
import { PaginationSchema, WORD_DEFAULT_PAGE_SIZE, WORD_PAGE_SIZES } from './words';
import { TEXT_LIMITS } from './text-limits';

/** The same page sizes as words (10, 20, 50, 100; 20 by default). */
export const EXPRESSION_PAGE_SIZES = WORD_PAGE_SIZES;
export const EXPRESSION_DEFAULT_PAGE_SIZE = WORD_DEFAULT_PAGE_SIZE;
/** Words one expression may link (the picker adds them one by one). */
export const MAX_LINKED_WORDS = 50;

/** A word an expression uses: its id and local word. */
export const LinkedWordSchema = z.object({
  id: z.number().int(),
  localWord: z.string(),
  /** Its number among same-spelled entries (kaa₁, kaa₂), or null. */
  homographNumber: z.number().int().nullable(),
  languageName: z.string(),
  /** BCP 47 tag of the word's language, for `lang` attributes, when known. */
  languageIsoCode: z.string().nullable(),
});
export type LinkedWord = z.infer<typeof LinkedWordSchema>;

/** An expression as the API answers it, with its language, locality and linked words. */
export const ExpressionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  languageId: z.number().int().nullable(),
  languageName: z.string().nullable(),
  languageIsoCode: z.string().nullable(),
  localityId: z.number().int().nullable(),
  localityName: z.string().nullable(),
  expression: z.string().nullable(),
  localText: z.string().nullable(),
  description: z.string().nullable(),
  audio1Url: z.string(),
  audio2Url: z.string().nullable(),
  /** The linked words the caller may see (a visitor sees approved words only). */
  linkedWords: z.array(LinkedWordSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Expression = z.infer<typeof ExpressionSchema>;

export const PaginatedExpressionsSchema = z.object({
  data: z.array(ExpressionSchema),
  pagination: PaginationSchema,
});
export type PaginatedExpressions = z.infer<typeof PaginatedExpressionsSchema>;

export const ExpressionsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Outside 10/20/50/100 the answer is 400, as for words (never silently another size). */
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (EXPRESSION_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'pageSizeNotAllowed',
    })
    .default(EXPRESSION_DEFAULT_PAGE_SIZE),
  /** Folded like words; under 2 characters it filters nothing. */
  search: z.string().trim().max(100).default(''),
});
export type ExpressionsPageQuery = z.input<typeof ExpressionsPageQuerySchema>;

/** A multipart id field: absent when blank. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  IdParamSchema.optional(),
);

/** `localWordIds` arrives as a JSON array of ids: at least one, each once. */
const LocalWordIdsSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return Symbol('invalid');
    }
  },
  z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'linkedWordsInvalid' })
    .max(MAX_LINKED_WORDS, { error: 'tooManyLinkedWords' })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, { error: 'linkedWordRequired' }),
);

/** 'true'/'false' as the form sends them; absent means keep. */
const keepFlag = z
  .enum(['true', 'false'], { error: 'keepFlagInvalid' })
  .default('true')
  .transform((v) => v === 'true');

/** The expression form's text fields, as POST /api/expressions receives them. */
export const ExpressionInputSchema = z.object({
  languageId: optionalId,
  localityId: optionalId,
  // The expression itself, in French and in the local language, is shown and searched like a
  // word; its description is running text.
  expression: optionalText(TEXT_LIMITS.expression, 'name'),
  localText: optionalText(TEXT_LIMITS.expression, 'name'),
  description: optionalText(TEXT_LIMITS.expressionDescription),
  localWordIds: LocalWordIdsSchema,
});
export type ExpressionInput = z.output<typeof ExpressionInputSchema>;

/** PUT /api/expressions/{id}: the same fields, and whether each stored audio slot is kept. */
export const ExpressionUpdateSchema = ExpressionInputSchema.extend({
  keepExistingAudio1: keepFlag,
  keepExistingAudio2: keepFlag,
});
export type ExpressionUpdate = z.output<typeof ExpressionUpdateSchema>;

/** File fields: audio1/audio2 on creation, newAudio1/newAudio2 on update. */
export const EXPRESSION_CREATE_FILE_FIELDS = ['audio1', 'audio2'] as const;
export const EXPRESSION_UPDATE_FILE_FIELDS = ['newAudio1', 'newAudio2'] as const;
