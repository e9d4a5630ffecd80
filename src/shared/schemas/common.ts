import { z } from 'zod';
import { bareIpa } from '../ipa';

const MAX_ID = 2_147_483_647;
/** A positive integer id in a JSON body. */
export const IdSchema = z.number().int().positive().max(MAX_ID);
/** The same from a path or query string, where it arrives as text. */
export const IdParamSchema = z.coerce.number().int().positive().max(MAX_ID);
export const IdParamsSchema = z.object({ id: IdParamSchema });

/**
 * Half of a UTF-16 surrogate pair, alone: JSON can write one ("\ud800") though no keyboard types
 * it, and stored as UTF-8 it would silently become U+FFFD. With the u flag a lone surrogate is a
 * code point of its own (category Cs); a whole pair is one character and does not match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069). In a name they make text
 * display in another order than it is stored, searched and compared ("abc\u202Etxt.exe" shows as
 * "abcexe.txt"): a way to pass one name off as another. Running text (notes, definitions,
 * descriptions, examples) keeps them: there isolates embed a passage written the other way, such
 * as a word in Arabic script, and such text is only read, never used to name or find an entry.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Any text a user sends: a lone surrogate is refused, never stored changed. `required` is the
 * message when the value is missing or not a string.
 */
export const freeText = (required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .refine((v) => !LONE_SURROGATE.test(v), { error: 'textMalformed' });

/** A name or a word (languages, places, users, headwords, forms, glosses): no direction controls either. */
export const nameText = (required?: string) =>
  freeText(required).refine((v) => !DIRECTION_CONTROLS.test(v), { error: 'textDirectionControl' });

/**
 * A required name, kept as typed apart from surrounding spaces and NFC: ɛ́ typed as ɛ + U+0301
 * and é typed either way are stored alike, so equal words compare equal (architecture: "store
 * NFC").
 */
export const requiredText = (max: number, required: string) =>
  nameText(required)
    .trim()
    .normalize('NFC')
    .min(1, { error: required })
    .max(max, { error: 'valueTooLong' });

/** Optional text, trimmed, NFC, and absent when blank: running text, or a name with `name`. */
export const optionalText = (max: number, kind: 'text' | 'name' = 'text') =>
  (kind === 'name' ? nameText() : freeText())
    .trim()
    .normalize('NFC')
    .max(max, { error: 'valueTooLong' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * An optional pronunciation (IPA): as optionalText(max, 'name'), stored without the slashes or
 * brackets typed around it (ipa.ts), so that screens add them once.
 */
export const optionalIpa = (max: number) =>
  nameText()
    .normalize('NFC')
    .transform(bareIpa)
    .pipe(z.string().max(max, { error: 'valueTooLong' }))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const TrackedSchema = z.object({ createdAt: z.number(), updatedAt: z.number() });

export { SEARCH_MIN_LENGTH, searchableFold } from '../search-text';
export const SearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const ImportResultSchema = z.object({
  inserted: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
