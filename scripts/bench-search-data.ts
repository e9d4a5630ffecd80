/**
 * The synthetic dataset of `npm run bench:search` (scripts/bench-search.ts): Bantu-like local words
 * with tone marks, noun-class prefixes and ɛ ɔ ŋ ɓ ɗ, each glossed by a French and an English
 * entry, and the queries sent to the search. Deterministic (seeded), so runs compare.
 */
import { fold } from '@shared/fold';
import { wordKey } from '@shared/schemas/words';

/** mulberry32: small, fast and good enough to make test data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, chance, sample };
}
type Rng = ReturnType<typeof prng>;

const ONSETS = [
  'b', 'ɓ', 'd', 'ɗ', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'ŋ', 'p', 's', 't', 'v', 'w', 'y',
  'z', 'mb', 'nd', 'ŋg', 'nj', 'ny', 'nz', 'kp', 'gb', 'ts', 'sh', 'ch', 'r', 'bv', 'pf',
] as const; // prettier-ignore
const PREFIXES = [
  'mu', 'ba', 'mi', 'ki', 'vi', 'li', 'ma', 'n', 'm', 'bu', 'ka', 'tu', 'i', 'e', 'o', 'ku', 'lu',
  'zi', 'di', 'u', 'a', 'bi', 'gi', 'ji', 'mo', 'ŋ', 'le', 'se', 'di', 'ɓa',
] as const; // prettier-ignore
const TONES = ['\u0301', '\u0300', '\u0302', '\u030C'] as const; // high, low, falling, rising

export interface LanguageSpec {
  name: string;
  code: string;
  onsets: string[];
  vowels: string[];
  prefixes: string[];
  /** Share of vowels that carry a written tone mark (0 for languages written without tones). */
  toneRate: number;
}

function languageSpecs(rng: Rng, count: number): LanguageSpec[] {
  const names = [
    'Bakundu', 'Lomwe', 'Kisanga', 'Ewondolo', 'Mbunda', 'Tsogo', 'Ngiri', 'Lubasa', 'Kɔsi',
    'Yambeta', 'Duma', 'Ɓaka', 'Shimbe', 'Nyali', 'Gbeya', 'Kuria', 'Ɗiri', 'Tembo', 'Holoholo',
    'Vidunda', 'Pende', 'Suku', 'Yaka', 'Mbala',
  ]; // prettier-ignore
  return Array.from({ length: count }, (_, i) => ({
    name: names[i % names.length]! + (i >= names.length ? ` ${i}` : ''),
    code: `bx${String(i + 1).padStart(2, '0')}`,
    onsets: rng.sample(ONSETS, 18 + rng.int(10)),
    vowels: rng.chance(0.5) ? ['a', 'e', 'i', 'o', 'u', 'ɛ', 'ɔ'] : ['a', 'e', 'i', 'o', 'u'],
    prefixes: rng.sample(PREFIXES, 8 + rng.int(8)),
    toneRate: rng.pick([0, 0.3, 0.5, 0.7]),
  }));
}

function localWord(rng: Rng, lang: LanguageSpec): string {
  const vowel = () => {
    const v = rng.pick(lang.vowels);
    return rng.chance(lang.toneRate) ? (v + rng.pick(TONES)).normalize('NFC') : v;
  };
  const syllables = rng.chance(0.03) ? 1 : rng.pick([2, 2, 2, 3, 3, 3, 4]);
  // A one-syllable stem always carries its noun-class prefix.
  const prefix = syllables === 1 || rng.chance(0.6) ? rng.pick(lang.prefixes) : '';
  // Bantu avoids two vowels in a row: only a consonant-final prefix (or none) meets a vowel.
  const vowelStart = !/[aeiouɛɔ]$/.test(prefix) && rng.chance(0.05);
  let stem = '';
  for (let s = 0; s < syllables; s++) {
    if (s > 0 || !vowelStart) stem += rng.pick(lang.onsets);
    stem += vowel();
    if (rng.chance(0.05)) stem += vowel(); // long vowel or diphthong
  }
  // A few compounds and phrases, as dictionaries have them.
  const word = prefix + stem;
  if (rng.chance(0.03)) return `${word} ${localWord(rng, lang)}`;
  if (rng.chance(0.02)) return `${word}-${stem}`;
  return word;
}

const FR_SYLLABLES = [
  'ma', 'son', 'pa', 'ri', 'cha', 'teau', 'ter', 're', 'pla', 'ne', 'mon', 'tagne', 'ri', 'vière',
  'feu', 'ille', 'bou', 'che', 'main', 'tê', 'te', 'é', 'cole', 'ar', 'bre', 'for', 'êt', 'vil',
  'lage', 'chan', 'ta', 'ble', 'lai', 'ton', 'gou', 'din', 'mé', 'de', 'cin', 'cou', 'teau',
  'pois', 'fè', 've', 'ro', 'bi', 'net', 'ga', 'rçon', 'sel', 'nuit', 'jour', 'lu', 'mi', 'è',
  'pé', 'tale', 'vent', 'sa', 'ble', 'gre', 'nier', 'mar', 'ché', 'pê', 'cheur', 'cul', 'ti',
  'va', 'teur', 'ra', 'cine', 'graine', 'fleur', 'é', 'pi', 'ce', 'chè', 'vre', 'mou', 'ton',
] as const; // prettier-ignore
const EN_SYLLABLES = [
  'wa', 'ter', 'house', 'ri', 'ver', 'moun', 'tain', 'fire', 'leaf', 'mouth', 'hand', 'head',
  'school', 'tree', 'for', 'est', 'vil', 'lage', 'sing', 'ta', 'ble', 'milk', 'gar', 'den', 'doc',
  'tor', 'knife', 'fish', 'bean', 'bas', 'ket', 'boy', 'salt', 'night', 'day', 'light', 'pet',
  'al', 'wind', 'sand', 'store', 'mar', 'ket', 'fish', 'er', 'farm', 'root', 'seed', 'flow', 'spice',
  'goat', 'sheep', 'cow', 'ing', 'ness', 'ly', 'un', 'der', 'o', 'ver', 'stone', 'bird', 'rain',
] as const; // prettier-ignore

/** Real, well-known glosses, so that gloss queries look like what people type. */
export const COMMON_GLOSSES: [string, string][] = [
  ['eau', 'water'], ['vache', 'cow'], ['maison', 'house'], ['feu', 'fire'], ['enfant', 'child'],
  ['femme', 'woman'], ['homme', 'man'], ['arbre', 'tree'], ['soleil', 'sun'], ['lune', 'moon'],
  ['pluie', 'rain'], ['terre', 'earth'], ['chèvre', 'goat'], ['poisson', 'fish'], ['oiseau', 'bird'],
  ['chien', 'dog'], ['main', 'hand'], ['tête', 'head'], ['œil', 'eye'], ['bouche', 'mouth'],
  ['manger', 'eat'], ['boire', 'drink'], ['dormir', 'sleep'], ['marcher', 'walk'], ['chanter', 'sing'],
  ['rivière', 'river'], ['forêt', 'forest'], ['village', 'village'], ['sel', 'salt'], ['lait', 'milk'],
  ['nuit', 'night'], ['jour', 'day'], ['pierre', 'stone'], ['sang', 'blood'], ['os', 'bone'],
  ['cœur', 'heart'], ['route', 'road'], ['marché', 'market'], ['école', 'school'], ['médecin', 'doctor'],
]; // prettier-ignore

export interface Concept {
  french: string;
  english: string;
}

function glossWord(rng: Rng, syllables: readonly string[]) {
  const n = rng.pick([2, 2, 3, 3, 4]);
  let w = '';
  for (let i = 0; i < n; i++) w += rng.pick(syllables);
  return rng.chance(0.08) ? `${w} ${rng.pick(syllables)}${rng.pick(syllables)}` : w;
}

export interface BenchWord {
  language: number;
  localWord: string;
  concept: number;
  status: 'approved' | 'pending' | 'rejected';
  isDeleted: boolean;
}

export interface Dataset {
  languages: LanguageSpec[];
  concepts: Concept[];
  words: BenchWord[];
}

/** About `wordsPerLanguage` × `languageCount` local words; each language names most concepts. */
export function generateDataset(seed = 2026, languageCount = 20, wordsPerLanguage = 10_000) {
  const rng = prng(seed);
  const languages = languageSpecs(rng, languageCount);
  const conceptCount = Math.round(wordsPerLanguage * 1.25);
  const seen = { fr: new Set<string>(), en: new Set<string>() };
  const concepts: Concept[] = COMMON_GLOSSES.map(([french, english]) => {
    seen.fr.add(french);
    seen.en.add(english);
    return { french, english };
  });
  while (concepts.length < conceptCount) {
    const french = glossWord(rng, FR_SYLLABLES);
    const english = glossWord(rng, EN_SYLLABLES);
    if (seen.fr.has(french) || seen.en.has(english)) continue;
    seen.fr.add(french);
    seen.en.add(english);
    concepts.push({ french, english });
  }
  const words: BenchWord[] = [];
  const conceptIds = concepts.map((_, i) => i);
  languages.forEach((lang, language) => {
    const keys = new Set<string>();
    // Every language has the common concepts, then a random share of the others.
    const chosen = [
      ...conceptIds.slice(0, COMMON_GLOSSES.length),
      ...rng.sample(conceptIds.slice(COMMON_GLOSSES.length), wordsPerLanguage),
    ].slice(0, wordsPerLanguage);
    for (const concept of chosen) {
      let word: string;
      do word = localWord(rng, lang);
      while (keys.has(wordKey(word)));
      keys.add(wordKey(word));
      const roll = rng.next();
      words.push({
        language,
        localWord: word,
        concept,
        status: roll < 0.02 ? 'pending' : roll < 0.03 ? 'rejected' : 'approved',
        isDeleted: rng.chance(0.005),
      });
    }
  });
  return { languages, concepts, words } satisfies Dataset;
}

export type QueryKind = 'toneless' | 'prefix' | 'gloss' | 'typo';
export interface BenchQuery {
  kind: QueryKind;
  q: string;
  /** Index in `words` of the entry the person is looking for (toneless and typo queries). */
  intended?: number;
}

const TYPO_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit (substitution, insertion, deletion or swap of neighbours) at a random place. */
export function typo(rng: Rng, text: string): string {
  for (;;) {
    const i = rng.int(text.length);
    const letter = rng.pick([...TYPO_LETTERS]);
    let out: string;
    switch (rng.int(4)) {
      case 0:
        out = text.slice(0, i) + letter + text.slice(i + 1);
        break;
      case 1:
        out = text.slice(0, i) + letter + text.slice(i);
        break;
      case 2:
        out = text.slice(0, i) + text.slice(i + 1);
        break;
      default:
        if (i + 1 >= text.length) continue;
        out = text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
    }
    if (out !== text && !out.includes(' ') && out.trim() === out) return out;
  }
}

/** Queries of one kind, aimed at words a visitor can see. */
export function makeQueries(dataset: Dataset, kind: QueryKind, count: number, seed: number) {
  const rng = prng(seed);
  const visible = dataset.words
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => w.status === 'approved' && !w.isDeleted);
  const queries: BenchQuery[] = [];
  while (queries.length < count) {
    const { w, i } = rng.pick(visible);
    const folded = fold(w.localWord);
    switch (kind) {
      case 'toneless':
        queries.push({ kind, q: folded, intended: i });
        break;
      case 'prefix': {
        if (folded.length < 4) continue;
        queries.push({ kind, q: folded.slice(0, 3 + rng.int(3)).trim() });
        break;
      }
      case 'gloss': {
        const concept = dataset.concepts[w.concept]!;
        const gloss = rng.chance(0.5) ? concept.french : concept.english;
        // People often leave the accents out.
        queries.push({ kind, q: rng.chance(0.5) ? fold(gloss) : gloss });
        break;
      }
      case 'typo':
        // A one-letter slip in a 3- or 4-letter word is another word more often than not.
        if (folded.length < 5 || folded.includes(' ')) continue;
        queries.push({ kind, q: typo(rng, folded), intended: i });
        break;
    }
  }
  return queries;
}

/** The 500 mixed queries of the latency run, in a shuffled order. */
export function mixedQueries(dataset: Dataset, count = 500, seed = 7) {
  const rng = prng(seed);
  const share = Math.floor(count / 4);
  return rng.sample(
    [
      ...makeQueries(dataset, 'toneless', share, seed + 1),
      ...makeQueries(dataset, 'prefix', share, seed + 2),
      ...makeQueries(dataset, 'gloss', share, seed + 3),
      ...makeQueries(dataset, 'typo', count - 3 * share, seed + 4),
    ],
    count,
  );
}

/** A word's other form, as word_forms holds it: `word` is the index in `words`. */
export interface BenchForm {
  word: number;
  form: string;
}

/**
 * One plural for half the nouns: a word starting with one of its language's class prefixes
 * swaps it for the next prefix of the language (as mtu/watu, kitabu/vitabu), tones kept.
 */
export function makePlurals(dataset: Dataset, seed = 31): BenchForm[] {
  const rng = prng(seed);
  const forms: BenchForm[] = [];
  dataset.words.forEach((w, word) => {
    const { prefixes } = dataset.languages[w.language]!;
    const i = prefixes.findIndex((p) => w.localWord.startsWith(p));
    if (i < 0 || !rng.chance(0.5)) return;
    const form = prefixes[(i + 1) % prefixes.length]! + w.localWord.slice(prefixes[i]!.length);
    if (wordKey(form) !== wordKey(w.localWord)) forms.push({ word, form });
  });
  return forms;
}

/** A plural typed without tones, aimed at its singular (the words a visitor can see). */
export function pluralQueries(dataset: Dataset, forms: BenchForm[], count: number, seed: number) {
  const rng = prng(seed);
  const visible = forms.filter(({ word }) => {
    const w = dataset.words[word]!;
    return w.status === 'approved' && !w.isDeleted;
  });
  return Array.from({ length: count }, (): BenchQuery => {
    const { word, form } = rng.pick(visible);
    return { kind: 'toneless', q: fold(form), intended: word };
  });
}
