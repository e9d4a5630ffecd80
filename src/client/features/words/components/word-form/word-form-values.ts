import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  WordInputSchema,
  type DictionaryEntry,
  type DictionarySide,
  type WordEntry,
  type WordInput,
} from '@shared/schemas/words';
import {
  AUDIO_SLOTS,
  type ExistingAudio,
  type PendingAudio,
} from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import { validationDetails } from '@client/lib/validation-details';

/** A French or English counterpart is looked up in the reference dictionary or typed in. */
export type EntryMode = 'search' | 'manual';

/** An entry of the reference dictionary chosen for the word. */
export type DictionaryPick = DictionaryEntry;

/**
 * What the word form holds: text exactly as typed (the shared schema trims and normalises when it
 * checks), plus, for each side, whether it is a dictionary pick or typed in, and whether the pick
 * was filled in automatically from the other side's equivalent.
 */
export interface WordFormValues {
  languageId: string;
  localWord: string;
  pronunciation: string;
  notes: string;
  frenchMode: EntryMode;
  frenchPick: DictionaryPick | null;
  frenchAuto: boolean;
  frenchWord: string;
  frenchDefinition: string;
  frenchPartOfSpeech: string;
  frenchPronunciation: string;
  englishMode: EntryMode;
  englishPick: DictionaryPick | null;
  englishAuto: boolean;
  englishWord: string;
  englishDefinition: string;
  englishPartOfSpeech: string;
  englishPronunciation: string;
  examples: { text: string; translation: string }[];
}

export const SIDES: readonly DictionarySide[] = ['french', 'english'];
export const otherSide = (side: DictionarySide): DictionarySide =>
  side === 'french' ? 'english' : 'french';

/** The form of a new word, or of `entry` to edit. */
export function initialValues(entry?: WordEntry): WordFormValues {
  const local = entry?.localWord;
  return {
    languageId: local ? String(local.languageId) : '',
    localWord: local?.localWord ?? '',
    pronunciation: local?.pronunciation ?? '',
    notes: local?.notes ?? '',
    frenchMode: 'search',
    frenchPick: entry?.frenchWord ?? null,
    frenchAuto: false,
    frenchWord: '',
    frenchDefinition: '',
    frenchPartOfSpeech: '',
    frenchPronunciation: '',
    englishMode: 'search',
    englishPick: entry?.englishWord ?? null,
    englishAuto: false,
    englishWord: '',
    englishDefinition: '',
    englishPartOfSpeech: '',
    englishPronunciation: '',
    examples: (entry?.examples ?? []).map((example) => ({
      text: example.text,
      translation: example.translation ?? '',
    })),
  };
}

/** Whether a side has no word yet (neither picked nor typed). */
export function sideIsEmpty(
  values: Pick<WordFormValues, `${DictionarySide}${'Mode' | 'Pick' | 'Word'}`>,
  side: DictionarySide,
) {
  return values[`${side}Mode`] === 'manual'
    ? values[`${side}Word`].trim() === ''
    : values[`${side}Pick`] === null;
}

/** The multipart text fields, as the shared WordInputSchema reads them. */
export type WordFields = ReturnType<typeof toFields>;

/**
 * The form as POST/PUT /api/words receive it: the side's id when it is a dictionary pick, its
 * typed word and details otherwise. Blank fields are sent empty, which clears them on an edit;
 * examples without text are dropped.
 */
export function toFields(values: WordFormValues) {
  const side = (name: DictionarySide) => {
    const manual = values[`${name}Mode`] === 'manual';
    const typed = (text: string) => (manual ? text : '');
    return {
      id: !manual && values[`${name}Pick`] ? String(values[`${name}Pick`]!.id) : '',
      word: typed(values[`${name}Word`]),
      definition: typed(values[`${name}Definition`]),
      partOfSpeech: typed(values[`${name}PartOfSpeech`]),
      pronunciation: typed(values[`${name}Pronunciation`]),
    };
  };
  const french = side('french');
  const english = side('english');
  return {
    languageId: values.languageId,
    localWord: values.localWord,
    pronunciation: values.pronunciation,
    notes: values.notes,
    frenchId: french.id,
    frenchWord: french.word,
    frenchDefinition: french.definition,
    frenchPartOfSpeech: french.partOfSpeech,
    frenchPronunciation: french.pronunciation,
    englishId: english.id,
    englishWord: english.word,
    englishDefinition: english.definition,
    englishPartOfSpeech: english.partOfSpeech,
    englishPronunciation: english.pronunciation,
    examples: values.examples
      .filter((example) => example.text.trim() !== '')
      .map((example) => ({ text: example.text, translation: example.translation })),
  };
}

/** The multipart body: the text fields, then each new audio file in the slot it fills. */
export function toFormData(values: WordFormValues, audio: { slot: 1 | 2; file: File }[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(toFields(values))) {
    body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const { slot, file } of audio) body.append(`audio${slot}`, file, file.name);
  return body;
}

/** Where the new files go: the empty slots, in order (audio1/audio2 matching the slot). */
export function assignSlots(existing: ExistingAudio, pending: readonly PendingAudio[]) {
  const free = AUDIO_SLOTS.filter((slot) => !existing[slot]);
  return pending.slice(0, free.length).map((audio, index) => ({
    slot: free[index]!,
    file: audio.file,
  }));
}

const schemaResolver = zodResolver(WordInputSchema);

/**
 * The schema stops at the first missing required field (language, local word, French word). To
 * show every missing one at once, each reported one is given a stand-in value and the schema is
 * asked again: the rules and their messages stay in the one shared schema.
 */
const STAND_INS: Partial<Record<keyof WordFields, string>> = {
  languageId: '1',
  localWord: 'x',
  frenchWord: 'x',
};

/** react-hook-form's resolver for the word form: the shared WordInputSchema, on toFields(). */
export const wordFormResolver: Resolver<WordFormValues, unknown, WordInput> = async (
  values,
  context,
  options,
) => {
  let fields = toFields(values);
  const first = await schemaResolver(fields, context, options as never);
  if (Object.keys(first.errors).length === 0) return first as never;

  let errors = { ...first.errors } as FieldErrors;
  for (let round = 0; round < 3; round += 1) {
    const patch = Object.fromEntries(
      Object.keys(errors)
        .filter(
          (name) =>
            name in STAND_INS &&
            fields[name as keyof WordFields] !== STAND_INS[name as keyof WordFields],
        )
        .map((name) => [name, STAND_INS[name as keyof WordFields]]),
    );
    if (Object.keys(patch).length === 0) break;
    fields = { ...fields, ...patch };
    const next = await schemaResolver(fields, context, options as never);
    // Earlier answers win: they are about the real values.
    errors = { ...(next.errors as FieldErrors), ...errors };
  }
  return { values: {}, errors: errors as FieldErrors<WordFormValues> };
};

/** Where a server's field error is shown: a form field, or the audio section. */
export type ServerErrorTarget =
  Exclude<keyof WordFields, 'frenchId' | 'englishId' | 'examples'> | 'audio';

const FIELD_NAMES = new Set<string>(Object.keys(toFields(initialValues())));

/**
 * Field errors in a failed save (a 400 is shown on its fields): the duplicate on the
 * local word, file errors on the audio section, and the details of a validation failure
 * (`{ path: 'body.localWord', message }`) on the named field. Ids stand for their side's word.
 */
export function serverFieldErrors(
  error: unknown,
): { target: ServerErrorTarget; message: string }[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const { code, message } = error.body;
  if (code === 'WORD_DUPLICATE') return [{ target: 'localWord', message }];
  if (code === 'INVALID_FILE_TYPE' || code === 'TOO_MANY_FILES' || code === 'PAYLOAD_TOO_LARGE') {
    return [{ target: 'audio', message }];
  }
  return validationDetails(error.body).flatMap(({ field, message: text }) => {
    const name = field.replace(/^(french|english)Id$/, '$1Word');
    // Example indexes count only the examples sent, not the form's rows: shown in the toast only.
    return FIELD_NAMES.has(name) && name !== 'examples'
      ? [{ target: name as ServerErrorTarget, message: text }]
      : [];
  });
}
