/**
 * The reference dictionary's answers for component tests: job statuses, sources and entries,
 * complete and valid for the shared response schemas, with only what a test is about overridden.
 */
import type {
  DictionarySourceInfo,
  DictionaryWord,
  EquivalenceGroup,
  JobStatus,
  LocalEquivalent,
} from '@shared/schemas/dictionary';

/** A job status; by default no job has ever run (the idle answer). */
export function buildJobStatus(overrides: Partial<JobStatus> = {}): JobStatus {
  return {
    isImporting: false,
    imported: 0,
    total: 0,
    errors: 0,
    currentWord: null,
    relationsCreated: 0,
    updatedCount: 0,
    wordsAdded: 0,
    jobId: null,
    kind: null,
    state: null,
    startedAt: null,
    finishedAt: null,
    message: null,
    ...overrides,
  };
}

/** A job that runs: `imported` of `total`, still importing. */
export const runningJob = (overrides: Partial<JobStatus> = {}) =>
  buildJobStatus({ state: 'running', isImporting: true, ...overrides });

/** A job that ended on its own. */
export const completedJob = (overrides: Partial<JobStatus> = {}) =>
  buildJobStatus({ state: 'completed', isImporting: false, ...overrides });

export function buildSource(overrides: Partial<DictionarySourceInfo> = {}): DictionarySourceInfo {
  return {
    name: 'bundled',
    side: 'french',
    origin: 'lefff',
    title: 'Lefff',
    licence: 'LGPL-LR',
    available: true,
    code: null,
    ...overrides,
  };
}

/** The sources of a server with the bundled data but neither FreeDict's files nor the web. */
export const SOURCES: DictionarySourceInfo[] = [
  buildSource({
    side: 'english',
    origin: 'wordnet',
    title: 'WordNet 3.1 + CMU Pronouncing Dictionary',
    licence: 'WordNet licence, BSD-2-Clause',
  }),
  buildSource({ side: 'french', title: 'Lefff', licence: 'LGPL-LR' }),
  buildSource({
    name: 'dictd',
    side: 'french',
    origin: 'freedict',
    title: 'FreeDict fra-eng',
    licence: 'GPL-2.0-or-later',
    available: false,
    code: 'DICTIONARY_SOURCE_UNAVAILABLE',
    detail: 'dictd files not found in /usr/share/dictd', // as an admin receives it
  }),
  buildSource({
    name: 'web',
    side: 'english',
    origin: 'web',
    title: 'dictionaryapi.dev',
    licence: 'CC BY-SA 3.0',
    available: false,
    code: 'DICTIONARY_SOURCE_OFF',
  }),
];

export function buildLocalEquivalent(overrides: Partial<LocalEquivalent> = {}): LocalEquivalent {
  return {
    id: 1,
    word: 'nyumba',
    language: 'Swahili',
    languageIsoCode: 'sw',
    notes: null,
    expressions: [],
    locality: null,
    pronunciation: null,
    ...overrides,
  };
}

/** A French entry read from the database, with no equivalent and no local word. */
export function buildDictionaryWord(overrides: Partial<DictionaryWord> = {}): DictionaryWord {
  const localEquivalents = overrides.localEquivalents ?? [];
  return {
    id: 1,
    word: 'maison',
    definition: null,
    partOfSpeech: null,
    pronunciation: null,
    source: 'db',
    origin: 'lefff',
    gender: null,
    fallbackDefinition: null,
    equivalent: null,
    localEquivalents,
    localEquivalentsCount: localEquivalents.length,
    ...overrides,
  };
}

export function buildEquivalenceGroup(overrides: Partial<EquivalenceGroup> = {}): EquivalenceGroup {
  const localWords = overrides.localWords ?? [];
  return {
    french: null,
    english: null,
    localWords,
    languagesCount: new Set(localWords.map((w) => w.languageId)).size,
    ...overrides,
  };
}
