/**
 * One interface over every place reference entries come from: the bundled npm data
 * (WordNet + CMU for English, Lefff for French), FreeDict's dictd files, and the opt-in web APIs.
 * Importers read sources only through this; each source is tested on its real files.
 */
import type { DictionarySide, DictionarySourceName, EntryOrigin } from '@shared/schemas/dictionary';

/** One reference entry as a source gives it: a lemma with one part of speech. */
export interface SourceEntry {
  /** The lemma as the language writes it (NFC, original case: 'chat', 'New York'). */
  word: string;
  /**
   * In the entry's own language, as the word form writes them: 'nom', 'verbe', 'adjectif',
   * 'adverbe'... for French; 'noun', 'verb', 'adjective', 'adverb'... for English.
   */
  partOfSpeech: string | null;
  /** Senses in the source's order, joined as '1. ...\n2. ...' when there are several. */
  definition: string | null;
  /** IPA between slashes, with stress marks where the source has them: '/ˈwɔtɚ/'. */
  pronunciation: string | null;
  /** French nouns: grammatical gender. */
  gender: 'm' | 'f' | null;
}

/**
 * A translation pair: a French entry and an English one that render each other. A null part of
 * speech means the source does not say which (a few FreeDict pairs): any entry of that word fits.
 */
export interface SourceRelation {
  french: Pick<SourceEntry, 'word' | 'partOfSpeech'>;
  english: Pick<SourceEntry, 'word' | 'partOfSpeech'>;
}

export interface Availability {
  available: boolean;
  /** Why not (e.g. 'dictd files not found in /usr/share/dictd'). */
  reason: string | null;
}

export interface DictionarySource {
  name: DictionarySourceName;
  side: DictionarySide;
  /** Recorded on the entries it creates. */
  origin: EntryOrigin;
  /** For the about text: what it is and its licence. */
  title: string;
  licence: string;
  availability(): Promise<Availability>;
  /**
   * Entries in the order an import should take them: most common words first where the source
   * knows frequencies, so an import of 1000 words brings useful ones. Offline sources stream
   * everything they have; the web sources have no list and yield nothing here.
   */
  entries(signal?: AbortSignal): AsyncIterable<SourceEntry>;
  /** One word's entries (web sources look it up; offline ones search their data). */
  lookup(word: string, signal?: AbortSignal): Promise<SourceEntry[]>;
  /** Translation pairs, for sources that have them (FreeDict). */
  relations?(signal?: AbortSignal): AsyncIterable<SourceRelation>;
}
