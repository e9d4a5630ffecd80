import { z } from 'zod';

const MAX_ID = 2_147_483_647;
/** A positive integer id in a JSON body. */
export const IdSchema = z.number().int().positive().max(MAX_ID);
/** The same from a path or query string, where it arrives as text. */
export const IdParamSchema = z.coerce.number().int().positive().max(MAX_ID);
export const IdParamsSchema = z.object({ id: IdParamSchema });

/**
 * Text is kept as typed apart from surrounding spaces and NFC: ɛ́ typed as ɛ + U+0301 and é typed
 * either way are stored alike, so equal words compare equal (architecture: "store NFC").
 */
export const requiredText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .normalize('NFC')
    .min(1, { error: required })
    .max(max, { error: 'valueTooLong' });

/** Optional free text: trimmed, NFC, and absent when blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, { error: 'valueTooLong' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const TrackedSchema = z.object({ createdAt: z.number(), updatedAt: z.number() });

/** Searches run from 2 characters (spec §5); shorter queries answer an empty list. */
export const SEARCH_MIN_LENGTH = 2;
export const SearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const ImportResultSchema = z.object({
  inserted: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
