/**
 * Folds text for search the same way as the SQL fold() function (drizzle/0015_fold-compatibility.sql):
 * compatibility characters read as the letters they stand for (𝔘𝔫𝔦, Ｕｎｉ, ﬁ, ², ⓤ, ᵐ: NFKD), tone
 * marks and other diacritics removed, the letters of African orthographies mapped to their plain
 * Latin base (ɛ→e, ɔ→o, ŋ→n, ɓ→b, ɗ→d...), lower case. So "ngombe" finds "ŋgɔ́mbɛ".
 * A property test checks that both agree.
 */
const LETTERS: Record<string, string> = {
  ɔ: 'o',
  Ɔ: 'o',
  ə: 'e',
  Ə: 'e',
  ɛ: 'e',
  Ɛ: 'e',
  ʊ: 'u',
  Ʊ: 'u',
  ɑ: 'a',
  Ɑ: 'a',
  ɩ: 'i',
  Ɩ: 'i',
  ɪ: 'i',
  Ɪ: 'i',
  ŋ: 'n',
  Ŋ: 'n',
  ɓ: 'b',
  Ɓ: 'b',
  ɗ: 'd',
  Ɗ: 'd',
  ƙ: 'k',
  Ƙ: 'k',
  ƴ: 'y',
  Ƴ: 'y',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  // Dotless i and j (also what the mathematical 𝚤 and 𝚥 decompose to), as unaccent maps them.
  ı: 'i',
  ȷ: 'j',
  ː: '',
  // A zero width no-break space (a stray byte-order mark) is no letter.
  '\uFEFF': '',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(LETTER_PATTERN, (ch) => LETTERS[ch] ?? ch)
    .toLowerCase();
}
