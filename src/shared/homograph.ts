/** Subscript digits, as dictionaries number homographs (kaa₁, kaa₂). */
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** A headword with its homograph number as a subscript, or as it is when it has none. */
export function homographLabel(word: string, homographNumber: number | null): string {
  if (homographNumber === null) return word;
  return word + String(homographNumber).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)]!);
}
