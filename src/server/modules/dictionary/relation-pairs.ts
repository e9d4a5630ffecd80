/**
 * The French/English translation pairs the sources know (FreeDict's dictd files), read once and
 * kept in memory: imports look up the pairs of each new word, sync-both and the discrepancy count
 * walk all of them. A few tens of thousands of pairs: a few MB.
 */
import type { DictionarySource, SourceRelation } from '@server/dictionary-sources/source';
import type { DictionarySide, DictionarySourceName, EntryOrigin } from '@shared/schemas/dictionary';
import { relationSources, type DictionarySourceSet } from './source-set';
import { unavailableSource, type UnavailableSource } from './source-problems';

export interface RelationPair {
  french: { word: string; partOfSpeech: string | null };
  english: { word: string; partOfSpeech: string | null };
  /** The source that gave the pair first: the origin of entries created for it. */
  origin: EntryOrigin;
}

/** Case aside, as the import key's lower() (accents kept). */
const wordKey = (word: string) => word.normalize('NFC').toLowerCase();

/**
 * Two parts of speech are compatible when they are equal or one of them is unknown: a pair saying
 * 'chat' (nom) = 'cat' (noun) applies to an entry 'chat' without a part of speech, not to 'chat'
 * as a verb. The SQL of the importer and of the discrepancy count says the same.
 */
export const compatible = (a: string | null, b: string | null) =>
  a === null || b === null || a === b;

export class RelationIndex {
  readonly pairs: RelationPair[] = [];
  readonly #bySide: Record<DictionarySide, Map<string, RelationPair[]>> = {
    french: new Map(),
    english: new Map(),
  };
  readonly #seen = new Set<string>();

  add(relation: SourceRelation, origin: EntryOrigin) {
    const french = clean(relation.french);
    const english = clean(relation.english);
    if (!french || !english) return;
    const key = [
      wordKey(french.word),
      french.partOfSpeech ?? '',
      wordKey(english.word),
      english.partOfSpeech ?? '',
    ].join('\t');
    if (this.#seen.has(key)) return;
    this.#seen.add(key);
    const pair = { french, english, origin };
    this.pairs.push(pair);
    for (const side of ['french', 'english'] as const) {
      const k = wordKey(pair[side].word);
      const list = this.#bySide[side].get(k);
      if (list) list.push(pair);
      else this.#bySide[side].set(k, [pair]);
    }
  }

  /** The pairs in which an entry of `side` (this spelling, a compatible part of speech) appears. */
  pairsOf(side: DictionarySide, word: string, partOfSpeech: string | null): RelationPair[] {
    const list = this.#bySide[side].get(wordKey(word)) ?? [];
    return list.filter((p) => compatible(p[side].partOfSpeech, partOfSpeech));
  }
}

function clean(entry: { word: string; partOfSpeech: string | null }) {
  const word = entry.word.normalize('NFC').trim();
  if (word === '' || word.length > 255) return null;
  const partOfSpeech = entry.partOfSpeech?.trim() || null;
  return { word, partOfSpeech: partOfSpeech && partOfSpeech.length <= 50 ? partOfSpeech : null };
}

/** What reading the pairs found unavailable, for the job's notes. */
export interface RelationIndexResult {
  index: RelationIndex;
  unavailable: UnavailableSource[];
}

// Per source set (one per app) and choice of source names: read once.
const cache = new WeakMap<DictionarySourceSet, Map<string, Promise<RelationIndexResult>>>();

async function build(sources: DictionarySource[]): Promise<RelationIndexResult> {
  const index = new RelationIndex();
  const unavailable: RelationIndexResult['unavailable'] = [];
  for (const source of sources) {
    const availability = await source.availability();
    if (!availability.available) {
      unavailable.push(unavailableSource(source, availability.reason));
      continue;
    }
    for await (const relation of source.relations!()) index.add(relation, source.origin);
  }
  return { index, unavailable };
}

/**
 * The pairs of the set's relation sources (those named, or all), read on first use and then kept.
 * A failed read is not kept, so the next call tries again. Sources that become available later
 * (dictd files installed while the server runs) are read after a restart.
 */
export function relationIndex(
  set: DictionarySourceSet,
  names?: DictionarySourceName[],
): Promise<RelationIndexResult> {
  const key = names ? [...names].sort().join(',') : '*';
  let byKey = cache.get(set);
  if (!byKey) cache.set(set, (byKey = new Map()));
  let result = byKey.get(key);
  if (!result) {
    result = build(relationSources(set, names));
    byKey.set(key, result);
    result.catch(() => byKey.delete(key));
  }
  return result;
}
