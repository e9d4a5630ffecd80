/**
 * Folds text for search the same way as the SQL fold() function (drizzle/0000_fold-function.sql):
 * tone marks and other diacritics removed, the letters of African orthographies mapped to their
 * plain Latin base (ɛ→e, ɔ→o, ŋ→n, ɓ→b, ɗ→d...), lower case. So "ngombe" finds "ŋgɔ́mbɛ".
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
  ː: '',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(LETTER_PATTERN, (ch) => LETTERS[ch] ?? ch)
    .toLowerCase();
}
