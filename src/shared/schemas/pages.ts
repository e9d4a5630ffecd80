/*
 * Reads made for the public pages, each in one request (visitors are often on slow, costly
 * connections): the word page (every entry a slug names, with the expressions that use it), the
 * expression page and the language page; the public expressions list's query.
 */
import { z } from 'zod';
import { IdParamSchema } from './common';
import {
  EXPRESSION_DEFAULT_PAGE_SIZE,
  EXPRESSION_PAGE_SIZES,
  ExpressionSchema,
} from './expressions';
import { WordBySlugSchema } from './words';

export const WordPageEntrySchema = WordBySlugSchema.extend({
  /** The expressions that use this word, listed on its public page. */
  expressions: z.array(ExpressionSchema),
  /** The label of the word's noun class (m-/mw-), so the page needs no second read for it. */
  nounClassLabel: z.string().nullable(),
});
export type WordPageEntry = z.infer<typeof WordPageEntrySchema>;

/** /word/{slug}: usually one entry; several when languages share a spelling. */
export const WordPageSchema = z.object({ entries: z.array(WordPageEntrySchema) });
export type WordPage = z.infer<typeof WordPageSchema>;

/** GET /api/public/expressions: a page of the public expressions, searched and by language. */
export const PublicExpressionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (EXPRESSION_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'pageSizeNotAllowed',
    })
    .default(EXPRESSION_DEFAULT_PAGE_SIZE),
  /** Folded as the back office's expression search; shorter than 2 letters once folded, none. */
  q: z.string().trim().max(100).default(''),
  language: IdParamSchema.optional(),
});
export type PublicExpressionsQuery = z.input<typeof PublicExpressionsQuerySchema>;

/** /expression/{id}-{slug} in one read: the expression and where its addresses lead. */
export const ExpressionPageSchema = z.object({
  expression: ExpressionSchema,
  /** The slug of its canonical address (expressionSlug of its text). */
  slug: z.string(),
  /** Its language's page code (languagePageCode), when it has a language. */
  languageCode: z.string().nullable(),
});
export type ExpressionPage = z.infer<typeof ExpressionPageSchema>;

/** /language/{code} in one read. */
export const LanguagePageSchema = z.object({
  language: z.object({
    id: z.number().int(),
    name: z.string(),
    isoCode: z.string().nullable(),
    /** The code of its page's canonical address (languagePageCode). */
    code: z.string(),
    license: z.object({ id: z.string(), name: z.string(), url: z.string().nullable() }),
    /** Whom to credit when the data is reused; empty when none was given. */
    attribution: z.string(),
    updatedAt: z.number(),
  }),
  /** Where it is spoken, with each place's country (names in French and English). */
  localities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      countryIso2: z.string(),
      countryName: z.string(),
      countryNameFr: z.string().nullable(),
    }),
  ),
  counts: z.object({
    /** Published (approved) words. */
    words: z.number().int(),
    /** Public expressions (decision 038). */
    expressions: z.number().int(),
    /** Recordings of its published words and public expressions. */
    recordings: z.number().int(),
  }),
  /** The latest published words, newest first. */
  recentWords: z.array(
    z.object({
      id: z.number().int(),
      localWord: z.string(),
      homographNumber: z.number().int().nullable(),
    }),
  ),
  /** Its map's address (the countries shaded), versioned by what it shows. */
  mapUrl: z.string().nullable(),
});
export type LanguagePage = z.infer<typeof LanguagePageSchema>;
