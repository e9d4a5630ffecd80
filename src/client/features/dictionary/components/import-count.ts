import { IMPORT_DEFAULT_WORDS, IMPORT_MAX_WORDS } from '@shared/schemas/dictionary';

export const IMPORT_MIN_WORDS = 1;

/**
 * The import count typed in the batch import field (a number from 1 to 5000, 1000 by
 * default, 1000 if not numeric). Spaces are ignored ('2 000' as French writes it); a number that
 * is not a whole number from 1 to 5000 is an error rather than a guess.
 */
export function parseImportCount(text: string): { maxWords: number } | { error: 'outOfRange' } {
  const compact = text.replace(/[\s\u00a0\u202f]/gu, '');
  const value = compact === '' ? Number.NaN : Number(compact);
  if (!Number.isFinite(value)) return { maxWords: IMPORT_DEFAULT_WORDS };
  if (!Number.isInteger(value) || value < IMPORT_MIN_WORDS || value > IMPORT_MAX_WORDS) {
    return { error: 'outOfRange' };
  }
  return { maxWords: value };
}
