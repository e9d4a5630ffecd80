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
