import { z } from 'zod';
import { FORM_KINDS, PARTS_OF_SPEECH } from './lexicon';

/**
 * One dictionary entry as the interchange formats carry it (LIFT and CSV, in and out): what a
 * file says of a word, before it meets the database. Field names follow the word form's input
 * (senses with frenchWord/englishWord, examples with french/english) so that an entry read from a
 * file goes through the same validation as one typed in the back office.
 */
export const INTERCHANGE_FORMATS = ['lift', 'csv'] as const;
export type InterchangeFormat = (typeof INTERCHANGE_FORMATS)[number];

/**
 * The CSV layout's columns, in their order: one row per sense, an entry's rows one after another
 * (the server's reader also takes common spreadsheet names for them; the import screen lists them).
 */
export const CSV_COLUMNS = [
  'id',
  'headword',
  'homograph',
  'part_of_speech',
  'noun_class',
  'plural',
  'variant',
  'dialect',
  'ipa',
  'sense',
  'french_gloss',
  'english_gloss',
  'french_definition',
  'english_definition',
  'semantic_domain',
  'example',
  'example_french',
  'example_english',
  'notes',
  'audio',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const InterchangeExampleSchema = z.object({
  text: z.string(),
  french: z.string().nullable(),
  english: z.string().nullable(),
});
export type InterchangeExample = z.infer<typeof InterchangeExampleSchema>;

export const InterchangeSenseSchema = z.object({
  frenchWord: z.string().nullable(),
  englishWord: z.string().nullable(),
  frenchDefinition: z.string().nullable(),
  englishDefinition: z.string().nullable(),
  semanticDomain: z.string().nullable(),
  examples: z.array(InterchangeExampleSchema),
});
export type InterchangeSense = z.infer<typeof InterchangeSenseSchema>;

export const InterchangeFormSchema = z.object({
  kind: z.enum(FORM_KINDS),
  form: z.string(),
  pronunciation: z.string().nullable(),
  /** A recording of this form, as a path relative to the file. */
  audio: z.string().nullable(),
});
export type InterchangeForm = z.infer<typeof InterchangeFormSchema>;

export const InterchangeEntrySchema = z.object({
  /** The file's stable id of the entry (LIFT guid, CSV id column): what a re-import matches. */
  sourceId: z.string().nullable(),
  headword: z.string(),
  homograph: z.number().int().positive().nullable(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).nullable(),
  /** The file's own part of speech when it is not one of ours (then partOfSpeech is "other"). */
  partOfSpeechOriginal: z.string().nullable(),
  nounClass: z.string().nullable(),
  pronunciation: z.string().nullable(),
  /** Recordings of the headword, as paths relative to the file (audio/mbwa.wav). */
  audio: z.array(z.string()),
  forms: z.array(InterchangeFormSchema),
  senses: z.array(InterchangeSenseSchema),
  notes: z.string().nullable(),
});
export type InterchangeEntry = z.infer<typeof InterchangeEntrySchema>;

/**
 * Something in a file that was read differently from what it says, or not read: kept per entry
 * for the preview and the import's report. `code` is translated on the client; `detail` is the
 * file's own text (a value, an element), shown as is.
 */
export const INTERCHANGE_WARNINGS = [
  'deletedEntrySkipped',
  'noHeadword',
  'otherWritingSystems',
  'partOfSpeechUnknown',
  'partOfSpeechPerSense',
  'nounClassUnreadable',
  'nounClassUnknown',
  'subsenseFlattened',
  'relationUnresolved',
  'homographInvalid',
  'glossLanguageIgnored',
  'audioMissing',
  'audioNotAudio',
  'tooManySenses',
  'tooManyForms',
  'valueTooLong',
  'rowRagged',
  'rowsApart',
  'noSense',
  'senseWithoutGloss',
  'entryInvalid',
  'formSameAsHeadword',
] as const;
export type InterchangeWarningCode = (typeof INTERCHANGE_WARNINGS)[number];

export const InterchangeWarningSchema = z.object({
  code: z.enum(INTERCHANGE_WARNINGS),
  /** Which entry: its headword and, for LIFT, its id; for CSV, its row number. */
  entry: z.string().nullable(),
  detail: z.string().nullable(),
});
export type InterchangeWarning = z.infer<typeof InterchangeWarningSchema>;

// --- The interchange API: preview, import job, licence --------------------------------------

/** What to do with an entry whose spelling a word of the language already has, under another id. */
export const CONFLICT_CHOICES = ['keep', 'replace', 'homograph'] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

/** One entry of a preview's sample, as it will be saved (null entry: it will be skipped). */
export const PreviewSampleSchema = z.object({
  entry: InterchangeEntrySchema.nullable(),
  warnings: z.array(InterchangeWarningSchema),
});
export type PreviewSample = z.infer<typeof PreviewSampleSchema>;

/** POST /api/interchange/preview: what an import of the uploaded file would do. */
export const InterchangePreviewSchema = z.object({
  previewId: z.string(),
  format: z.enum(INTERCHANGE_FORMATS),
  fileName: z.string(),
  languageId: z.number().int(),
  /** Entries in the file (deleted LIFT entries included), and their senses. */
  entries: z.number().int(),
  senses: z.number().int(),
  /** Recordings the entries name that the upload holds, and those it lacks. */
  audioFound: z.number().int(),
  audioMissing: z.number().int(),
  /** LIFT: each writing system of the headwords with its entries, and the one taken. */
  writingSystems: z.array(z.object({ lang: z.string(), entries: z.number().int() })),
  headwordLanguage: z.string().nullable(),
  /** Entries whose spelling the language has under another id: what onConflict decides. */
  conflicts: z.number().int(),
  /** Entries a re-import would update (same id) rather than add. */
  matched: z.number().int(),
  sample: z.array(PreviewSampleSchema),
  /** Every warning of the file (the sample's and the others'), at most PREVIEW_WARNINGS_MAX. */
  warnings: z.array(InterchangeWarningSchema),
  /** How many warnings there were in all, when more than the list holds. */
  warningsTotal: z.number().int(),
  /** When the upload is dropped if no import starts from it (epoch ms). */
  expiresAt: z.number(),
});
export type InterchangePreview = z.infer<typeof InterchangePreviewSchema>;

export const PREVIEW_SAMPLE_SIZE = 20;
export const PREVIEW_WARNINGS_MAX = 500;

export const InterchangeImportRequestSchema = z.object({
  previewId: z.uuid({ error: 'previewNotFound' }),
  onConflict: z.enum(CONFLICT_CHOICES, { error: 'conflictChoiceInvalid' }).default('keep'),
});
export type InterchangeImportRequest = z.input<typeof InterchangeImportRequestSchema>;

export const IMPORT_JOB_STATUSES = [
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
/** An import's states: a preview waiting for its import, then the job's. */
export const IMPORT_STATES = ['previewed', ...IMPORT_JOB_STATUSES] as const;

/** What an import did with an entry of its file (a line of its report). */
export const IMPORT_ACTIONS = [
  'created',
  'updated',
  'unchanged',
  'conflictKept',
  'conflictReplaced',
  'conflictHomograph',
  'skipped',
] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** GET /api/interchange/jobs/{jobId}: an import's progress and, once done, its report. */
export const InterchangeJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  languageId: z.number().int(),
  format: z.enum(INTERCHANGE_FORMATS),
  fileName: z.string(),
  onConflict: z.enum(CONFLICT_CHOICES),
  /** Entries read so far, of the file's entries. */
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Entries left as they were: unchanged, kept on a conflict, or not importable. */
  skipped: z.number().int(),
  /** The report of each entry skipped or changed and why (CSV), once the job has ended. */
  reportUrl: z.string().nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type InterchangeJob = z.infer<typeof InterchangeJobSchema>;
