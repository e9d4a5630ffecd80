/**
 * Languages' alphabets as GET /api/languages/{id}/alphabet answers them, for component tests: the
 * demo languages' alphabets (standard Swahili orthography, Lingala as CELTA teaches it), and none.
 */
import type { AlphabetView } from '@shared/schemas/alphabets';

/** A defined alphabet, tones ignored, no variant, no recompute running. */
export const alphabetView = (
  letters: string[],
  overrides: Partial<AlphabetView> = {},
): AlphabetView => ({
  defined: true,
  letters,
  ignoreTones: true,
  variants: [],
  version: 1,
  recompute: null,
  ...overrides,
});

/** A language without an alphabet: the folded Latin order. */
export const NO_ALPHABET: AlphabetView = {
  defined: false,
  letters: [],
  ignoreTones: true,
  variants: [],
  version: 0,
  recompute: null,
};

export const SWAHILI_LETTERS =
  "a b ch d dh e f g gh h i j k kh l m n ng' ny o p r s sh t th u v w y z".split(' ');

export const LINGALA_LETTERS =
  'a b d e ɛ f g gb h i k kp l m mb mp mv n nd ng nk ns nt ny nz o ɔ p r s t u v w y z'.split(' ');
