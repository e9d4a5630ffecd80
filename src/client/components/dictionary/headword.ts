const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A headword as dictionaries print homographs: kaa₁, kaa₂. Subscript digits rather than <sub>,
 * so the number stays part of the text wherever it goes (links, titles, accessible names).
 */
export const headword = (word: string, homographNumber: number | null) =>
  homographNumber === null
    ? word
    : word + String(homographNumber).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)]!);
