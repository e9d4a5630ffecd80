/**
 * Synthetic dictionary sources for `npm run bench:import` with BENCH_SYNTHETIC=1: as many entries
 * as the real ones (WordNet's ~147,000 English lemmas, ~110,000 French), English- and
 * French-looking words with definitions, IPA and genders, and ~30,000 translation pairs. They
 * measure the import itself (SQL, relations, progress) where the real sources are not installed;
 * the figures of decision 017 are with the real ones.
 */
import type {
  DictionarySource,
  SourceEntry,
  SourceRelation,
} from '@server/dictionary-sources/source';
import {
  describeSourceList,
  type DictionarySourceSet,
} from '@server/modules/dictionary/source-set';

/** mulberry32: a small deterministic generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENGLISH = [
  'ba',
  'ter',
  'in',
  'ston',
  'ly',
  'pre',
  'cat',
  'mo',
  'ring',
  'al',
  'ex',
  'ure',
  'sh',
  'ow',
  'nd',
];
const FRENCH = [
  'ba',
  'tè',
  'in',
  'ron',
  'é',
  'pré',
  'cha',
  'mo',
  'ment',
  'al',
  'eu',
  'oir',
  'ch',
  'ou',
  'ge',
];

function words(count: number, syllables: string[], seed: number): string[] {
  const next = random(seed);
  const seen = new Set<string>();
  while (seen.size < count) {
    const n = 2 + Math.floor(next() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += syllables[Math.floor(next() * syllables.length)];
    if (next() < 0.05) w += ` ${syllables[Math.floor(next() * syllables.length)]}`;
    seen.add(w);
  }
  return [...seen];
}

class SyntheticSource implements DictionarySource {
  readonly licence = 'synthetic';
  constructor(
    readonly name: DictionarySource['name'],
    readonly side: DictionarySource['side'],
    readonly origin: DictionarySource['origin'],
    readonly title: string,
    private readonly list: SourceEntry[],
    private readonly pairs?: SourceRelation[],
  ) {
    if (pairs)
      this.relations = async function* () {
        yield* pairs;
      };
  }
  relations?: DictionarySource['relations'];
  readonly #byWord = new Map<string, SourceEntry[]>();
  async availability() {
    return { available: true, reason: null };
  }
  async *entries() {
    yield* this.list;
  }
  async lookup(word: string) {
    if (this.#byWord.size === 0) {
      for (const e of this.list) this.#byWord.set(e.word, [...(this.#byWord.get(e.word) ?? []), e]);
    }
    return this.#byWord.get(word) ?? [];
  }
}

export function syntheticSources(english = 147_000, french = 110_000): DictionarySourceSet {
  const next = random(7);
  const posEn = ['noun', 'noun', 'noun', 'verb', 'adjective', 'adverb'];
  const posFr = ['nom', 'nom', 'nom', 'verbe', 'adjectif', 'adverbe'];
  const en: SourceEntry[] = words(english, ENGLISH, 1).map((word, i) => ({
    word,
    partOfSpeech: posEn[i % posEn.length]!,
    definition: `1. a synthetic sense of ${word} used to measure imports\n2. another sense`,
    pronunciation: next() < 0.6 ? `/ˈ${word.replace(/ /g, '')}/` : null,
    gender: null,
  }));
  const frWords = words(french, FRENCH, 2);
  const lefff: SourceEntry[] = frWords.map((word, i) => ({
    word,
    partOfSpeech: posFr[i % posFr.length]!,
    definition: null,
    pronunciation: null,
    gender: i % posFr.length < 3 ? (next() < 0.5 ? 'm' : 'f') : null,
  }));
  // FreeDict-like: a tenth of the French words, with IPA, and ~30,000 pairs.
  const freedict = lefff
    .filter((_, i) => i % 10 === 0)
    .map((e) => ({ ...e, gender: null, pronunciation: `/${e.word.replace(/ /g, '')}/` }));
  const pairs: SourceRelation[] = [];
  for (let i = 0; i < 30_000; i++) {
    const f = lefff[Math.floor(next() * lefff.length)]!;
    const e = en[Math.floor(next() * en.length)]!;
    pairs.push({
      french: { word: f.word, partOfSpeech: f.partOfSpeech },
      english: { word: e.word, partOfSpeech: e.partOfSpeech },
    });
  }
  const sources = {
    french: [
      new SyntheticSource('bundled', 'french', 'lefff', 'Synthetic Lefff', lefff),
      new SyntheticSource('dictd', 'french', 'freedict', 'Synthetic FreeDict', freedict, pairs),
    ],
    english: [new SyntheticSource('bundled', 'english', 'wordnet', 'Synthetic WordNet', en)],
  };
  return {
    ...sources,
    describe: () => describeSourceList([...sources.french, ...sources.english]),
  };
}
