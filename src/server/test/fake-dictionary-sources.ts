/**
 * In-memory dictionary sources for the API tests, so they do not depend on the real parsers:
 * a few real words with their real IPA, in the shapes the real sources give (a Lefff-like French
 * list with gender, a FreeDict-like French list with IPA and translation pairs, a WordNet-like
 * English list with definitions). Options make them slow, failing or unavailable.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  Availability,
  DictionarySource,
  SourceEntry,
  SourceRelation,
} from '@server/dictionary-sources/source';
import {
  describeSourceList,
  type DictionarySourceSet,
} from '@server/modules/dictionary/source-set';
import type { DictionarySide, DictionarySourceName, EntryOrigin } from '@shared/schemas/dictionary';

/** Waits for `promise`, or rejects when `signal` aborts first. */
function abortable(promise: Promise<void>, signal?: AbortSignal) {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, reject);
  });
}

const entry = (
  word: string,
  partOfSpeech: string | null,
  pronunciation: string | null,
  extra: Partial<SourceEntry> = {},
): SourceEntry => ({ word, partOfSpeech, definition: null, pronunciation, gender: null, ...extra });

/** Lefff-like: French lemmas with part of speech and gender, no IPA, no definition. */
export const LEFFF_ENTRIES: SourceEntry[] = [
  entry('chat', 'nom', null, { gender: 'm' }),
  entry('chien', 'nom', null, { gender: 'm' }),
  entry('eau', 'nom', null, { gender: 'f' }),
  entry('maison', 'nom', null, { gender: 'f' }),
  entry('pêche', 'nom', null, { gender: 'f' }),
  entry('péché', 'nom', null, { gender: 'm' }),
  entry('manger', 'verbe', null),
  entry('soleil', 'nom', null, { gender: 'm' }),
];

/** FreeDict-like (fra-eng): IPA and parts of speech, and the translation pairs. */
export const FREEDICT_FRENCH: SourceEntry[] = [
  entry('chat', 'nom', '/ʃa/'),
  entry('chien', 'nom', '/ʃjɛ̃/'),
  entry('eau', 'nom', '/o/'),
  entry('maison', 'nom', '/mɛzɔ̃/'),
  entry('pêche', 'nom', '/pɛʃ/'),
  entry('péché', 'nom', '/peʃe/'),
  entry('manger', 'verbe', '/mɑ̃ʒe/'),
  entry('lune', 'nom', '/lyn/'),
];

const pair = (fr: string, frPos: string, en: string, enPos: string): SourceRelation => ({
  french: { word: fr, partOfSpeech: frPos },
  english: { word: en, partOfSpeech: enPos },
});

export const FREEDICT_PAIRS: SourceRelation[] = [
  pair('chat', 'nom', 'cat', 'noun'),
  pair('chien', 'nom', 'dog', 'noun'),
  pair('eau', 'nom', 'water', 'noun'),
  pair('maison', 'nom', 'house', 'noun'),
  pair('pêche', 'nom', 'peach', 'noun'),
  pair('pêche', 'nom', 'fishing', 'noun'),
  pair('péché', 'nom', 'sin', 'noun'),
  pair('manger', 'verbe', 'eat', 'verb'),
  pair('lune', 'nom', 'moon', 'noun'),
];

/** WordNet-like: English lemmas with definitions (senses in order) and CMU-derived IPA. */
export const WORDNET_ENTRIES: SourceEntry[] = [
  entry('cat', 'noun', '/ˈkæt/', {
    definition: '1. feline mammal usually having thick soft fur and no ability to roar',
  }),
  entry('dog', 'noun', '/ˈdɔɡ/', {
    definition: '1. a member of the genus Canis that has been domesticated by man',
  }),
  entry('water', 'noun', '/ˈwɔtɚ/', {
    definition: '1. binary compound that occurs at room temperature as a clear colorless liquid',
  }),
  entry('house', 'noun', '/ˈhaʊs/', { definition: '1. a dwelling that serves as living quarters' }),
  entry('peach', 'noun', '/ˈpitʃ/', {
    definition: '1. downy juicy fruit with sweet yellowish flesh',
  }),
  entry('sin', 'noun', '/ˈsɪn/', { definition: '1. an act that is regarded as a transgression' }),
  entry('eat', 'verb', '/ˈit/', { definition: '1. take in solid food' }),
  entry('fishing', 'noun', '/ˈfɪʃɪŋ/', { definition: '1. the act of someone who fishes' }),
  entry('moon', 'noun', '/ˈmun/', { definition: '1. the natural satellite of the Earth' }),
  entry('sun', 'noun', '/ˈsʌn/', {
    definition: '1. the star that is the source of light and heat',
  }),
];

export interface FakeSourceOptions {
  name: DictionarySourceName;
  side: DictionarySide;
  origin: EntryOrigin;
  title: string;
  entries: SourceEntry[];
  relations?: SourceRelation[];
  /** Yields `count` more generated words after the listed ones (french: 'motNNNNN'). */
  generated?: number;
  /** Waits this long every `pauseEvery` entries, so a job is still running when a test acts. */
  pauseMs?: number;
  pauseEvery?: number;
  /** Stops after this many entries until `release()` is called (or the read is aborted). */
  holdAfter?: number;
  unavailable?: string;
  /** Look-ups of these words throw. */
  failingLookups?: string[];
  /** Definitions its look-ups answer (word -> definition), on top of the entries'. */
  lookupDefinitions?: Record<string, string>;
}

export class FakeSource implements DictionarySource {
  readonly name: DictionarySourceName;
  readonly side: DictionarySide;
  readonly origin: EntryOrigin;
  readonly title: string;
  readonly licence = 'test data';
  relations?: DictionarySource['relations'];
  lookups = 0;
  #release: (() => void) | null = null;
  #gate: Promise<void> | null = null;
  /** Resolves when a read has reached `holdAfter` and waits. */
  held: Promise<void> = Promise.resolve();
  #onHeld: (() => void) | null = null;

  constructor(private readonly options: FakeSourceOptions) {
    this.name = options.name;
    this.side = options.side;
    this.origin = options.origin;
    this.title = options.title;
    if (options.relations) {
      const pairs = options.relations;
      this.relations = async function* () {
        yield* pairs;
      };
    }
  }

  set(options: Partial<FakeSourceOptions>) {
    Object.assign(this.options, options);
  }

  /** Makes the next read stop after `after` entries until release(). */
  hold(after: number) {
    this.options.holdAfter = after;
    this.#gate = new Promise((resolve) => (this.#release = resolve));
    this.held = new Promise((resolve) => (this.#onHeld = resolve));
  }

  release() {
    this.options.holdAfter = undefined;
    this.#release?.();
  }

  async availability(): Promise<Availability> {
    return this.options.unavailable
      ? { available: false, reason: this.options.unavailable }
      : { available: true, reason: null };
  }

  all(): SourceEntry[] {
    const generated = Array.from({ length: this.options.generated ?? 0 }, (_, i) =>
      entry(`${this.side === 'french' ? 'mot' : 'word'}${String(i).padStart(5, '0')}`, null, null),
    );
    return [...this.options.entries, ...generated];
  }

  async *entries(signal?: AbortSignal): AsyncIterable<SourceEntry> {
    const { pauseMs = 0, pauseEvery = 50 } = this.options;
    let n = 0;
    for (const e of this.all()) {
      n++;
      if (pauseMs > 0 && n % pauseEvery === 0) await sleep(pauseMs, undefined, { signal });
      if (this.options.holdAfter !== undefined && n > this.options.holdAfter && this.#gate) {
        this.#onHeld?.();
        await abortable(this.#gate, signal);
      }
      yield { ...e };
    }
  }

  async lookup(word: string): Promise<SourceEntry[]> {
    this.lookups++;
    if (this.options.failingLookups?.includes(word)) throw new Error(`lookup failed: ${word}`);
    const found = this.options.entries.filter((e) => e.word === word).map((e) => ({ ...e }));
    const definition = this.options.lookupDefinitions?.[word];
    if (definition !== undefined) {
      if (found.length === 0) found.push(entry(word, null, null));
      for (const f of found) f.definition = definition;
    }
    return found;
  }
}

export interface FakeSources extends DictionarySourceSet {
  lefff: FakeSource;
  freedictFrench: FakeSource;
  wordnet: FakeSource;
}

/** French: Lefff-like then FreeDict-like (with the pairs); English: WordNet-like. */
export function fakeDictionarySources(): FakeSources {
  const lefff = new FakeSource({
    name: 'bundled',
    side: 'french',
    origin: 'lefff',
    title: 'Lefff (test)',
    entries: LEFFF_ENTRIES,
  });
  const freedictFrench = new FakeSource({
    name: 'dictd',
    side: 'french',
    origin: 'freedict',
    title: 'FreeDict fra-eng (test)',
    entries: FREEDICT_FRENCH,
    relations: FREEDICT_PAIRS,
  });
  const wordnet = new FakeSource({
    name: 'bundled',
    side: 'english',
    origin: 'wordnet',
    title: 'WordNet (test)',
    entries: WORDNET_ENTRIES,
  });
  const french = [lefff, freedictFrench];
  const english = [wordnet];
  return {
    french,
    english,
    lefff,
    freedictFrench,
    wordnet,
    describe: () => describeSourceList([...french, ...english]),
  };
}
