/**
 * The French/English reference dictionary's API (/api/dictionary): statistics,
 * background imports and syncs, definitions checks, word details and cross-language groups.
 * The server's routes and the client's screens both use these.
 */
import { z } from 'zod';
import { IdParamSchema, IdSchema } from './common';
import { DICTIONARY_SIDES, DictionaryEntrySchema } from './words';

export { DICTIONARY_SIDES, type DictionarySide } from './words';

export const DictionarySideParamsSchema = z.object({ side: z.enum(DICTIONARY_SIDES) });

/** Where entries come from: offline sources ship with the product, web is opt-in. */
export const DICTIONARY_SOURCES = ['bundled', 'dictd', 'web'] as const;
export type DictionarySourceName = (typeof DICTIONARY_SOURCES)[number];

/** What created an entry: a person in the word form, or one of the importers. */
export const ENTRY_ORIGINS = ['manual', 'wordnet', 'lefff', 'freedict', 'web'] as const;
export type EntryOrigin = (typeof ENTRY_ORIGINS)[number];

export const FRENCH_GENDERS = ['m', 'f'] as const;

/** How many French and English reference entries there are. */
export const DictionaryStatsSchema = z.object({
  frenchWordsCount: z.number().int(),
  englishWordsCount: z.number().int(),
});
export type DictionaryStats = z.infer<typeof DictionaryStatsSchema>;

export const CountSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof CountSchema>;

/** Words one import reads: 1 to 5000, default 1000; anything else is refused. */
export const IMPORT_MAX_WORDS = 5000;
export const IMPORT_DEFAULT_WORDS = 1000;
export const ImportRequestSchema = z.object({
  maxWords: z
    .number({ error: 'importCountInvalid' })
    .int({ error: 'importCountInvalid' })
    .min(1, { error: 'importCountInvalid' })
    .max(IMPORT_MAX_WORDS, { error: 'importCountInvalid' })
    .default(IMPORT_DEFAULT_WORDS),
  /** Which sources to read, in order; by default the offline ones available here. */
  sources: z.array(z.enum(DICTIONARY_SOURCES)).min(1).max(3).optional(),
});
export type ImportRequest = z.input<typeof ImportRequestSchema>;

export const JOB_KINDS = ['import', 'sync-both', 'sync-definitions', 'fix-definitions'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'interrupted'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A background job's progress (isImporting, imported, total, errors, currentWord,
 * relationsCreated), for the latest job of its kind, plus what the screens need to say more:
 * which job, its state, when it ran, and a message when it failed or was interrupted.
 *
 * `imported` of `total` is the progress: new words of an import (total = maxWords, or what the
 * sources had when they ran out), pairs done by sync-both, entries looked at by sync-definitions
 * and fix-definitions.
 */
export const JobStatusSchema = z.object({
  /** Queued or running. */
  isImporting: z.boolean(),
  imported: z.number().int(),
  total: z.number().int(),
  /** Entries that could not be used: unstorable words, failed look-ups. */
  errors: z.number().int(),
  currentWord: z.string().nullable(),
  relationsCreated: z.number().int(),
  /**
   * Definitions filled or fixed (sync-definitions, fix-definitions); for an import, existing
   * entries (typed ones included) whose missing definition, pronunciation or gender it filled.
   */
  updatedCount: z.number().int(),
  /**
   * Entries created on either side: an import's new words plus the counterparts their relations
   * needed; sync-both's counterparts (the "words added" of its end toast).
   */
  wordsAdded: z.number().int(),
  jobId: z.number().int().nullable(),
  kind: z.enum(JOB_KINDS).nullable(),
  state: z.enum(JOB_STATES).nullable(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** Why it failed, that it resumed after a restart, which sources it could not read. */
  message: z.string().nullable(),
  /**
   * The technical causes behind the message (a missing source's paths and packages): admins
   * only, for their diagnostics; absent for every other role.
   */
  detail: z.string().nullable().optional(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** Whether a sync of both dictionaries is needed, and for how many French/English pairs. */
export const SyncDiscrepanciesSchema = z.object({
  needsSync: z.boolean(),
  totalDiscrepancies: z.number().int(),
});
export type SyncDiscrepancies = z.infer<typeof SyncDiscrepanciesSchema>;

/**
 * The check of the French definitions: those that look wrong (how many, and the first ones, for
 * fix-definitions), and how many entries have none, by the same rule as the missing-definitions
 * count (the "Sans définition" card), which sync-definitions fills.
 */
export const DefinitionsCheckSchema = z.object({
  count: z.number().int(),
  words: z.array(z.object({ id: z.number().int() })),
  missing: z.number().int(),
});
export type DefinitionsCheck = z.infer<typeof DefinitionsCheckSchema>;

/**
 * sync-definitions (the screen sends no body): at most maxWords entries missing a definition are
 * looked up, in the sources named (by default every source of the side, web included when
 * configured: it is the only one with French definitions).
 */
export const SyncDefinitionsRequestSchema = z.object({
  maxWords: ImportRequestSchema.shape.maxWords,
  sources: ImportRequestSchema.shape.sources,
});
export type SyncDefinitionsRequest = z.input<typeof SyncDefinitionsRequestSchema>;

export const FixDefinitionsRequestSchema = z.object({
  wordIds: z
    .array(IdSchema, { error: 'wordIdsInvalid' })
    .min(1, { error: 'wordIdsInvalid' })
    .max(10_000, { error: 'wordIdsInvalid' }),
});

/** A local word that uses a reference entry, as the entry's page lists it. */
export const LocalEquivalentSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  language: z.string(),
  languageIsoCode: z.string().nullable(),
  notes: z.string().nullable(),
  /** The texts of the expressions that use the local word. */
  expressions: z.array(z.string()),
  /** Where the language is spoken (first locality by name), if anywhere. */
  locality: z.string().nullable(),
  pronunciation: z.string().nullable(),
});
export type LocalEquivalent = z.infer<typeof LocalEquivalentSchema>;

/** A French or English reference entry, its equivalent and the local words using it. */
export const DictionaryWordSchema = DictionaryEntrySchema.extend({
  /** 'db': read from our tables (always, here: every source is imported before it is shown). */
  source: z.enum(['db', 'api']),
  /** Which importer or person created the entry. */
  origin: z.enum(ENTRY_ORIGINS),
  gender: z.enum(FRENCH_GENDERS).nullable(),
  /**
   * When the entry has no definition of its own (French, offline), its English equivalent's,
   * to be shown labelled as English.
   */
  fallbackDefinition: z.object({ text: z.string(), language: z.literal('en') }).nullable(),
  equivalent: z
    .object({ id: z.number().int(), word: z.string(), definition: z.string().nullable() })
    .nullable(),
  localEquivalents: z.array(LocalEquivalentSchema),
  localEquivalentsCount: z.number().int(),
});
export type DictionaryWord = z.infer<typeof DictionaryWordSchema>;

export const DictionaryWordParamsSchema = DictionarySideParamsSchema.extend({ id: IdParamSchema });

/**
 * Why a source cannot be read here, as the screens translate it: its files are not installed
 * (FreeDict's Debian packages, a bundled package's data), or it is turned off (the web sources).
 */
export const SOURCE_PROBLEM_CODES = [
  'DICTIONARY_SOURCE_UNAVAILABLE',
  'DICTIONARY_SOURCE_OFF',
] as const;
export type SourceProblemCode = (typeof SOURCE_PROBLEM_CODES)[number];

/** A source and whether this server can read it now (the about text and the import form). */
export const DictionarySourceInfoSchema = z.object({
  name: z.enum(DICTIONARY_SOURCES),
  side: z.enum(DICTIONARY_SIDES),
  /** Which importer it is ('lefff', 'freedict'...): with `side`, what the screens name it by. */
  origin: z.enum(ENTRY_ORIGINS),
  /** What it is, e.g. 'WordNet 3.1 + CMU Pronouncing Dictionary'. */
  title: z.string(),
  licence: z.string(),
  available: z.boolean(),
  /** Why not, when unavailable. */
  code: z.enum(SOURCE_PROBLEM_CODES).nullable(),
  /**
   * The technical cause (paths, packages, settings): admins only, for their diagnostics; the
   * server log has it too. Absent for every other role.
   */
  detail: z.string().nullable().optional(),
});
export type DictionarySourceInfo = z.infer<typeof DictionarySourceInfoSchema>;

/** Cross-language groups (/cross-language): one English/French pair, its local words. */
export const EquivalenceGroupSchema = z.object({
  french: z.object({ id: z.number().int(), word: z.string() }).nullable(),
  english: z.object({ id: z.number().int(), word: z.string() }).nullable(),
  localWords: z.array(
    z.object({
      id: z.number().int(),
      word: z.string(),
      languageId: z.number().int(),
      language: z.string(),
      languageIsoCode: z.string().nullable(),
    }),
  ),
  languagesCount: z.number().int(),
});
export type EquivalenceGroup = z.infer<typeof EquivalenceGroupSchema>;

export const EquivalencesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n), { error: 'pageSizeNotAllowed' })
    .default(20),
  search: z.string().max(255).optional(),
  languageId: IdParamSchema.optional(),
});

/** The page of groups and the three counters (over every group, not just this page). */
export const EquivalencesPageSchema = z.object({
  data: z.array(EquivalenceGroupSchema),
  pagination: z.object({ total: z.number().int(), totalPages: z.number().int() }),
  counters: z.object({
    totalGroups: z.number().int(),
    multiLanguageGroups: z.number().int(),
    activeLanguages: z.number().int(),
  }),
});
export type EquivalencesPage = z.infer<typeof EquivalencesPageSchema>;
