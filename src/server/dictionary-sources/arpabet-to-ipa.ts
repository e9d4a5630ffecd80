/**
 * ARPAbet (the CMU Pronouncing Dictionary's phone set) to IPA, General American, broad
 * (decision 016):
 *
 * - Vowels as General American dictionaries write them, without length marks: AA ɑ, AE æ, AO ɔ,
 *   AW aʊ, AY aɪ, EH ɛ, EY eɪ, IH ɪ, IY i, OW oʊ, OY ɔɪ, UH ʊ, UW u.
 * - AH is ʌ when stressed and ə when unstressed (AH0); ER is r-coloured: ɝ stressed, ɚ unstressed.
 *   'water' W AO1 T ER0 -> /ˈwɔtɚ/, 'about' AH0 B AW1 T -> /əˈbaʊt/.
 * - The R consonant is ɹ, as Wiktionary (hence dictionaryapi.dev) writes English; G is ɡ (U+0261).
 * - Stress: primary ˈ and secondary ˌ are placed before the stressed syllable's onset. Syllables
 *   split by the maximal onset rule: of the consonants between two vowels, the following syllable
 *   takes the longest tail that can begin an English word (ONSETS below), the rest closes the
 *   previous one ('instead' IH0 N S T EH1 D -> /ɪnˈstɛd/). Words of one syllable get no mark
 *   ('cat' -> /kæt/), as dictionaries print them.
 * - Old CMU symbols that cmudict 0.7b no longer uses (AX, AXR, IX, DX, EL, EM, EN...) still map.
 *
 * Unknown symbols make the conversion fail (null) rather than print something wrong.
 */

/** AH and ER depend on stress (vowelIpa); the others do not. */
const VOWELS: Record<string, string> = {
  AA: 'ɑ',
  AH: 'ʌ',
  AE: 'æ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
  // Older sets
  AX: 'ə',
  AXR: 'ɚ',
  IX: 'ɨ',
  UX: 'ʉ',
  // Syllabic consonants count as syllable nuclei.
  EL: 'l̩',
  EM: 'm̩',
  EN: 'n̩',
};

const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  DX: 'ɾ',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  NX: 'ɾ̃',
  P: 'p',
  Q: 'ʔ',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  WH: 'ʍ',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/**
 * Consonant clusters that may begin an English syllable (General American: no /tj/, /dj/, /nj/
 * as in British 'tune'). Any single consonant but NG may, so only clusters are listed.
 */
const ONSETS = new Set([
  // stop or fricative + liquid
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'V R',
  // + glide
  'P Y',
  'B Y',
  'K Y',
  'G Y',
  'F Y',
  'V Y',
  'M Y',
  'HH Y',
  'K W',
  'T W',
  'D W',
  'G W',
  'S W',
  'TH W',
  'HH W',
  // s + consonant
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S F',
  'S P R',
  'S P L',
  'S T R',
  'S K R',
  'S K W',
  'S K L',
  'S P Y',
  'S K Y',
  'S M Y',
]);

const canBeginSyllable = (consonants: string[]): boolean =>
  consonants.length === 0 ||
  (consonants.length === 1 ? consonants[0] !== 'NG' : ONSETS.has(consonants.join(' ')));

interface Phone {
  symbol: string;
  /** 0, 1 or 2 on vowels; null on consonants. */
  stress: number | null;
}

function parse(arpabet: string): Phone[] | null {
  const phones: Phone[] = [];
  for (const token of arpabet.trim().toUpperCase().split(/\s+/)) {
    const match = /^([A-Z]+)([012])?$/.exec(token);
    if (!match) return null;
    const [, symbol = '', stress] = match;
    if (symbol in VOWELS)
      phones.push({ symbol, stress: stress === undefined ? 0 : Number(stress) });
    else if (symbol in CONSONANTS && stress === undefined) phones.push({ symbol, stress: null });
    else return null;
  }
  return phones.length > 0 ? phones : null;
}

function vowelIpa(phone: Phone): string {
  if (phone.symbol === 'AH') return phone.stress === 0 ? 'ə' : 'ʌ';
  if (phone.symbol === 'ER') return phone.stress === 0 ? 'ɚ' : 'ɝ';
  return VOWELS[phone.symbol] ?? '';
}

/**
 * One word's ARPAbet ('W AO1 T ER0') as IPA between slashes ('/ˈwɔtɚ/'); null when the input has
 * a symbol ARPAbet does not define.
 */
export function arpabetToIpa(arpabet: string): string | null {
  const phones = parse(arpabet);
  if (!phones) return null;
  const nuclei = phones.flatMap((phone, index) => (phone.stress === null ? [] : [index]));
  const marks = new Map<number, string>();
  if (nuclei.length > 1) {
    nuclei.forEach((nucleus, n) => {
      const stress = phones[nucleus]?.stress;
      if (stress !== 1 && stress !== 2) return;
      let onsetStart = 0; // the first syllable takes every consonant before it
      if (n > 0) {
        // Of the consonants since the previous nucleus, the longest tail that can begin a syllable.
        const between = phones.slice((nuclei[n - 1] ?? 0) + 1, nucleus).map((p) => p.symbol);
        let take = between.length;
        while (take > 0 && !canBeginSyllable(between.slice(between.length - take))) take -= 1;
        onsetStart = nucleus - take;
      }
      marks.set(onsetStart, stress === 1 ? 'ˈ' : 'ˌ');
    });
  }
  let ipa = '';
  phones.forEach((phone, index) => {
    ipa += marks.get(index) ?? '';
    ipa += phone.stress === null ? (CONSONANTS[phone.symbol] ?? '') : vowelIpa(phone);
  });
  return `/${ipa}/`;
}

/**
 * Several words' pronunciations ('new york'), each converted, joined by spaces in one pair of
 * slashes; null if any is missing.
 */
export function arpabetWordsToIpa(words: readonly string[]): string | null {
  const parts: string[] = [];
  for (const word of words) {
    const ipa = arpabetToIpa(word);
    if (!ipa) return null;
    parts.push(ipa.slice(1, -1));
  }
  return parts.length > 0 ? `/${parts.join(' ')}/` : null;
}
