/*
 * The lexical entry beyond its headword: senses, grammar (part of speech, noun class) and other
 * forms (plural, variants). Shared by the API (src/server/modules/words, languages) and the client.
 */
import { z } from 'zod';
import { freeText, nameText, optionalIpa, optionalText } from './common';
import { TEXT_LIMITS } from './text-limits';

/** Parts of speech that suit Bantu languages; labels are translated (`partOfSpeech.<value>`). */
export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'numeral',
  'conjunction',
  'preposition',
  'interjection',
  'ideophone',
  'particle',
  'phrase',
  'other',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** What another form of a word is; a dialect form may name the locality it is heard in. */
export const FORM_KINDS = ['plural', 'variant', 'dialect', 'other'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const MAX_SENSES = 20;
export const MAX_FORMS = 20;
export const MAX_EXAMPLES_PER_SENSE = 50;
export const MAX_NOUN_CLASSES = 40;
/** A noun class is named by its number as a string ("1", "9a", "1a"), as Bantu grammars do. */
export const NOUN_CLASS_NUMBER = /^[0-9]{1,2}[a-z]?$/;

/** A list sent in multipart as a JSON string. */
const jsonList = <T extends z.ZodType>(item: T, max: number, invalid: string, tooMany: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return Symbol('invalid');
      }
    },
    z.array(item, { error: invalid }).max(max, { error: tooMany }),
  );

export const SenseExampleInputSchema = z.object({
  text: freeText().max(TEXT_LIMITS.example, { error: 'valueTooLong' }).default(''),
  french: freeText().max(TEXT_LIMITS.example, { error: 'valueTooLong' }).nullish(),
  english: freeText().max(TEXT_LIMITS.example, { error: 'valueTooLong' }).nullish(),
});

/** One sense as POST/PUT /api/words take it (in `senses`, a JSON list, first sense first). */
export const SenseInputSchema = z.object({
  /** An existing sense of this word, kept (and moved) rather than replaced. */
  id: z.number().int().positive().optional(),
  frenchId: z.number().int().positive().nullish(),
  frenchWord: optionalText(TEXT_LIMITS.name, 'name'),
  englishId: z.number().int().positive().nullish(),
  englishWord: optionalText(TEXT_LIMITS.name, 'name'),
  frenchDefinition: optionalText(TEXT_LIMITS.longText),
  englishDefinition: optionalText(TEXT_LIMITS.longText),
  semanticDomain: optionalText(TEXT_LIMITS.name, 'name'),
  examples: z.array(SenseExampleInputSchema).max(MAX_EXAMPLES_PER_SENSE).default([]),
});
export type SenseInput = z.output<typeof SenseInputSchema>;

export const SensesInputSchema = jsonList(
  SenseInputSchema,
  MAX_SENSES,
  'sensesInvalid',
  'tooManySenses',
);

export const FormInputSchema = z.object({
  kind: z.enum(FORM_KINDS, { error: 'formKindInvalid' }),
  form: nameText().max(TEXT_LIMITS.name, { error: 'valueTooLong' }),
  pronunciation: optionalIpa(TEXT_LIMITS.pronunciation),
  localityId: z.number().int().positive().nullish(),
  /** An existing form of this word, kept (with its audio) rather than replaced. */
  id: z.number().int().positive().optional(),
  /** Drops the kept form's recording (a new `formAudioN` replaces it anyway). */
  removeAudio: z.boolean().optional(),
});
export type FormInput = z.output<typeof FormInputSchema>;

export const FormsInputSchema = jsonList(
  FormInputSchema,
  MAX_FORMS,
  'formsInvalid',
  'tooManyForms',
);

/** The order of a word's senses: every sense id once (PUT /api/words/{id}/senses/order). */
export const SenseOrderInputSchema = z.object({
  senseIds: z
    .array(z.number().int().positive(), { error: 'senseOrderMismatch' })
    .min(1, { error: 'senseOrderMismatch' })
    .max(MAX_SENSES, { error: 'senseOrderMismatch' }),
  /** The localWord.version the reorder started from: a newer one answers 409. */
  version: z.number().int().min(1).optional(),
});

export const NounClassInputSchema = z.object({
  number: z.string().regex(NOUN_CLASS_NUMBER, { error: 'nounClassNumberInvalid' }),
  label: nameText()
    .trim()
    .normalize('NFC')
    .min(1, { error: 'nounClassLabelRequired' })
    .max(TEXT_LIMITS.nounClassLabel, {
      error: 'valueTooLong',
    }),
  /** The class a singular of this class takes its plural in (Swahili 1 -> 2, 7 -> 8). */
  pluralNumber: z
    .string()
    .regex(NOUN_CLASS_NUMBER, { error: 'nounClassNumberInvalid' })
    .nullish()
    .transform((v) => v ?? null),
});
export type NounClassInput = z.output<typeof NounClassInputSchema>;

/** A noun class as the API answers it. */
export const NounClassSchema = z.object({
  number: z.string(),
  label: z.string(),
  pluralNumber: z.string().nullable(),
});
export type NounClass = z.infer<typeof NounClassSchema>;

export const NounClassesInputSchema = z.array(NounClassInputSchema).max(MAX_NOUN_CLASSES, {
  error: 'tooManyNounClasses',
});

export const SenseExampleSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  french: z.string().nullable(),
  english: z.string().nullable(),
  /** The French translation, under the name older clients read. */
  translation: z.string().nullable(),
});
export type SenseExample = z.infer<typeof SenseExampleSchema>;

export const FormSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FORM_KINDS),
  form: z.string(),
  pronunciation: z.string().nullable(),
  audioUrl: z.string().nullable(),
  localityId: z.number().int().nullable(),
  localityName: z.string().nullable(),
});
export type Form = z.infer<typeof FormSchema>;
