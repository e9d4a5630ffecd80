import { z } from 'zod';
import { fold } from '../fold';

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

/** Searches run from 2 characters; shorter queries answer an empty list. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The text a search compares, folded (fold.ts) and trimmed, or null when that leaves fewer than
 * SEARCH_MIN_LENGTH characters: a tone mark alone (ɛ́ is ɛ + U+0301) is no character. The server
 * searches with it and the client's gates use it, so a box never asks for a search that the
 * server would answer with nothing.
 */
export function searchableFold(text: string): string | null {
  const folded = fold(text).trim();
  return Array.from(folded).length >= SEARCH_MIN_LENGTH ? folded : null;
}
export const SearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const ImportResultSchema = z.object({
  inserted: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
