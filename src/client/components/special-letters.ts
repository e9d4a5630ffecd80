/**
 * The letters of African orthographies that most keyboards lack (issue point 6), and how a picked
 * one goes into a text field. Plain data and pure functions, so they are tested without a DOM.
 */

import type { AlphabetLetter } from '@shared/alphabet';
import type { fr } from '@shared/i18n/fr';

/** The catalog key of a letter's spoken name. */
export type LetterName = keyof typeof fr.specialLetters.names;

export interface SpecialLetter {
  /** What is inserted: a letter, or a lone combining mark that joins the letter before the caret. */
  char: string;
  /** Catalog key under `specialLetters.names` for the button's spoken name. */
  name: LetterName;
  /** The capital, for letters that have one. */
  upper?: string;
}

/** Letters of Bantu and neighbouring orthographies (Africa Alphabet). */
export const LETTERS: readonly SpecialLetter[] = [
  { char: 'ɛ', upper: 'Ɛ', name: 'openE' },
  { char: 'ɔ', upper: 'Ɔ', name: 'openO' },
  { char: 'ŋ', upper: 'Ŋ', name: 'eng' },
  { char: 'ɓ', upper: 'Ɓ', name: 'implosiveB' },
  { char: 'ɗ', upper: 'Ɗ', name: 'implosiveD' },
  { char: 'ə', upper: 'Ə', name: 'schwa' },
  { char: 'ʊ', upper: 'Ʊ', name: 'upsilon' },
  { char: 'ɪ', upper: 'Ɪ', name: 'smallCapitalI' },
];

/** A letter key of the picker: one of LETTERS, or a letter of the current language's alphabet. */
export interface PickerLetter {
  char: string;
  upper?: string;
  /** A letter of LETTERS has a spoken name; another one of the language is read as written. */
  name?: LetterName;
}

/**
 * A letter a keyboard lacks: one with a character beyond printable ASCII (ɛ, ŋg, é). `ch` or
 * `ng'` are typed as they are, so the picker does not repeat them.
 */
const needsPicker = (lower: string) => /[^ -~]/u.test(lower);

/**
 * The picker's letters for a language: its own letters a keyboard lacks first, in its alphabet's
 * order (ɛ ɔ for Lingala, or ŋg ɓ), then the generic letters not already among them.
 */
export function pickerLetters(own: readonly AlphabetLetter[] = []): {
  language: PickerLetter[];
  others: PickerLetter[];
} {
  const language = own
    .filter((letter) => needsPicker(letter.lower))
    .map((letter) => ({
      char: letter.lower,
      upper: letter.upper,
      name: LETTERS.find((generic) => generic.char === letter.lower)?.name,
    }));
  const shown = new Set(language.map((letter) => letter.char));
  return { language, others: LETTERS.filter((letter) => !shown.has(letter.char)) };
}

/** Combining tone marks (they follow the vowel they sit on). */
export const TONE_MARKS: readonly SpecialLetter[] = [
  { char: '\u0301', name: 'high' },
  { char: '\u0300', name: 'low' },
  { char: '\u0302', name: 'falling' },
  { char: '\u030C', name: 'rising' },
  { char: '\u0304', name: 'mid' },
];

/** A few IPA symbols for the pronunciation field. */
export const IPA_SYMBOLS: readonly SpecialLetter[] = [
  { char: 'ː', name: 'long' },
  { char: 'ʃ', name: 'esh' },
  { char: 'ʒ', name: 'ezh' },
  { char: 'ʧ', name: 'tesh' },
  { char: 'ʤ', name: 'dezh' },
  { char: 'ɲ', name: 'palatalN' },
  { char: 'ʔ', name: 'glottalStop' },
  { char: 'ɾ', name: 'tap' },
  { char: 'β', name: 'beta' },
  { char: 'ɣ', name: 'gamma' },
];

/** U+25CC DOTTED CIRCLE: the conventional base for showing a combining mark on its own. */
export const DOTTED_CIRCLE = '\u25CC';

export interface TextEdit {
  value: string;
  /** Where the caret goes afterwards (right after the inserted text). */
  caret: number;
}

/**
 * Puts `text` in place of the selection [start, end) of `value` (the caret when start === end), as
 * typing would. Positions outside the value (a field never focused reports null) mean its end.
 * Nothing else is touched: no trimming, no normalisation (the server stores NFC).
 */
export function insertAt(
  value: string,
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
): TextEdit {
  const clamp = (n: number | null | undefined) =>
    n === null || n === undefined || n < 0 || n > value.length ? value.length : n;
  let from = clamp(start);
  let to = clamp(end);
  if (from > to) [from, to] = [to, from];
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
