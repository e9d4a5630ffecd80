import { z } from 'zod';
import { PaginatedWordsSchema, WORD_PAGE_SIZES } from './words';

/**
 * A language's alphabet on the wire (decision 031): letters in order, lower case, a letter's
 * capital after `|` when it is not the derived one (`"ij|IJ"`); variants that sort as a letter
 * (`{ form: "ŋ'", sortsAs: "ng'" }`). The lengths here only bound the body; the rules (each letter
 * once, 1-8 characters, at most 200...) are alphabetProblem()'s, which names the letter at fault.
 */
export const AlphabetInputSchema = z.object({
  letters: z.array(z.string().max(100)).max(1000),
  ignoreTones: z.boolean().default(true),
  variants: z
    .array(z.object({ form: z.string().max(100), sortsAs: z.string().max(100) }))
    .max(1000)
    .default([]),
});
export type AlphabetInput = z.input<typeof AlphabetInputSchema>;

/** The progress of a recompute of a language's sort keys. */
export const AlphabetRecomputeSchema = z.object({
  jobId: z.string().nullable(),
  /** Words whose key is current, of all the language's words (deleted ones too). */
  done: z.number().int(),
  total: z.number().int(),
});

export const AlphabetSchema = z.object({
  /** False: the language has no alphabet and sorts in folded Latin order (letters is []). */
  defined: z.boolean(),
  letters: z.array(z.string()),
  ignoreTones: z.boolean(),
  variants: z.array(z.object({ form: z.string(), sortsAs: z.string() })),
  /** Bumped by each change. */
  version: z.number().int(),
  /** While the keys of the language's words are being recomputed; null otherwise. */
  recompute: AlphabetRecomputeSchema.nullable(),
});
export type AlphabetView = z.infer<typeof AlphabetSchema>;

/** PUT answers 202 with the job that recomputes the keys when the language has many words. */
export const AlphabetAcceptedSchema = AlphabetSchema.extend({ jobId: z.string() });

/** One letter of a language's browse bar: as matched (`ch`), as shown (`Ch`), and its words. */
export const LetterCountSchema = z.object({
  letter: z.string(),
  upper: z.string(),
  count: z.number().int(),
});
export type LetterCount = z.infer<typeof LetterCountSchema>;

export const PublicLanguageWordsQuerySchema = z.object({
  /** A letter of the language's alphabet (lower case, as `letters` lists it); absent: every word. */
  letter: z.string().trim().min(1).max(32).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (WORD_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'pageSizeNotAllowed',
    })
    .default(20),
});

export const PublicLanguageWordsSchema = PaginatedWordsSchema;
