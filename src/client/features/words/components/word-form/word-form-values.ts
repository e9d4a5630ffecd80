import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import type { FormKind, PartOfSpeech } from '@shared/schemas/lexicon';
import {
  WordInputSchema,
  wordKey,
  type DictionaryEntry,
  type DictionarySide,
  type Sense,
  type WordEntry,
  type WordInput,
} from '@shared/schemas/words';
import {
  AUDIO_SLOTS,
  type AudioSlot,
  type DraftAudio,
  type ExistingAudio,
  type PendingAudio,
} from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import { validationDetails } from '@client/lib/validation-details';

/** A French or English counterpart is looked up in the reference dictionary or typed in. */
export type EntryMode = 'search' | 'manual';

/** An entry of the reference dictionary chosen for a sense. */
export type DictionaryPick = DictionaryEntry;

/** An example of a sense: the sentence in the language, its French and English translations. */
export interface ExampleValues {
  text: string;
  french: string;
  english: string;
}

/**
 * One sense as the form holds it: for each side, whether its word is a dictionary pick or typed
 * in, and whether the pick was filled in from the other side's equivalent.
 */
export interface SenseValues {
  /** The sense's id on an edit: sent back, so the sense is kept (and moved), not replaced. */
  senseId: number | null;
  frenchMode: EntryMode;
  frenchPick: DictionaryPick | null;
  frenchAuto: boolean;
  frenchWord: string;
  englishMode: EntryMode;
  englishPick: DictionaryPick | null;
  englishAuto: boolean;
  englishWord: string;
  frenchDefinition: string;
  englishDefinition: string;
  semanticDomain: string;
  examples: ExampleValues[];
}

/** Another form of the word (a plural, a variant, a dialect form) with its recording. */
export interface OtherFormValues {
  /** The form's id on an edit: sent back, so the form keeps its recording. */
  formId: number | null;
  kind: FormKind;
  form: string;
  pronunciation: string;
  /** Only for a dialect form. */
  localityId: number | null;
  /** The locality's name from the entry, shown while the localities load. */
  localityName: string | null;
  /** The recording the form already has. */
  audioUrl: string | null;
  /** Whether that recording stays on save (unticked: dropped, or replaced by `newAudio`). */
  keepAudio: boolean;
  /** A recording chosen or made here, sent as formAudioN. */
  newAudio: PendingAudio | null;
}

/** What the word form holds: text exactly as typed (the shared schema trims and normalises). */
export interface WordFormValues {
  languageId: string;
  localWord: string;
  pronunciation: string;
  notes: string;
  partOfSpeech: PartOfSpeech | '';
  /** A noun class number of the language, only for a noun. */
  nounClass: string;
  senses: SenseValues[];
  forms: OtherFormValues[];
}

export const SIDES: readonly DictionarySide[] = ['french', 'english'];
export const otherSide = (side: DictionarySide): DictionarySide =>
  side === 'french' ? 'english' : 'french';

export const emptyExample = (): ExampleValues => ({ text: '', french: '', english: '' });

/** A new sense, or an existing one to edit. */
export function senseValues(sense?: Sense): SenseValues {
  return {
    senseId: sense?.id ?? null,
    frenchMode: 'search',
    frenchPick: sense?.frenchWord ?? null,
    frenchAuto: false,
    frenchWord: '',
    englishMode: 'search',
    englishPick: sense?.englishWord ?? null,
    englishAuto: false,
    englishWord: '',
    frenchDefinition: sense?.frenchDefinition ?? '',
    englishDefinition: sense?.englishDefinition ?? '',
    semanticDomain: sense?.semanticDomain ?? '',
    examples: (sense?.examples ?? []).map((example) => ({
      text: example.text,
      french: example.french ?? '',
      english: example.english ?? '',
    })),
  };
}

export const emptyForm = (): OtherFormValues => ({
  formId: null,
  kind: 'plural',
  form: '',
  pronunciation: '',
  localityId: null,
  localityName: null,
  audioUrl: null,
  keepAudio: true,
  newAudio: null,
});

/** The form of a new word, or of `entry` to edit. */
export function initialValues(entry?: WordEntry): WordFormValues {
  const local = entry?.localWord;
  const senses = entry?.senses ?? [];
  return {
    languageId: local ? String(local.languageId) : '',
    localWord: local?.localWord ?? '',
    pronunciation: local?.pronunciation ?? '',
    notes: local?.notes ?? '',
    partOfSpeech: local?.partOfSpeech ?? '',
    nounClass: local?.nounClass ?? '',
    senses: senses.length > 0 ? senses.map(senseValues) : [senseValues()],
    forms: (entry?.forms ?? []).map((form) => ({
      ...emptyForm(),
      formId: form.id,
      kind: form.kind,
      form: form.form,
      pronunciation: form.pronunciation ?? '',
      localityId: form.localityId,
      localityName: form.localityName,
      audioUrl: form.audioUrl,
    })),
  };
}

type SideValues = Pick<SenseValues, `${DictionarySide}${'Mode' | 'Pick' | 'Word'}`>;

/** Whether a side of a sense has no word yet (neither picked nor typed). */
export function sideIsEmpty(values: SideValues, side: DictionarySide) {
  return values[`${side}Mode`] === 'manual'
    ? values[`${side}Word`].trim() === ''
    : values[`${side}Pick`] === null;
}

/** A sense needs a French or an English word. */
export const senseHasGloss = (sense: SideValues) =>
  !sideIsEmpty(sense, 'french') || !sideIsEmpty(sense, 'english');

/** A sense as `senses` carries it: the side's id when picked, its typed word otherwise. */
function senseFields(sense: SenseValues) {
  const side = (name: DictionarySide) => {
    if (sense[`${name}Mode`] === 'manual') {
      const word = sense[`${name}Word`];
      return word.trim() === '' ? {} : { [`${name}Word`]: word };
    }
    const pick = sense[`${name}Pick`];
    return pick ? { [`${name}Id`]: pick.id } : {};
  };
  return {
    ...(sense.senseId === null ? {} : { id: sense.senseId }),
    ...side('french'),
    ...side('english'),
    frenchDefinition: sense.frenchDefinition,
    englishDefinition: sense.englishDefinition,
    semanticDomain: sense.semanticDomain,
    examples: sense.examples.map(({ text, french, english }) => ({ text, french, english })),
  } as {
    id?: number;
    frenchId?: number;
    frenchWord?: string;
    englishId?: number;
    englishWord?: string;
    frenchDefinition: string;
    englishDefinition: string;
    semanticDomain: string;
    examples: ExampleValues[];
  };
}

/** A form as `forms` carries it: a locality only on a dialect form. */
function formFields(form: OtherFormValues) {
  return {
    ...(form.formId === null ? {} : { id: form.formId }),
    kind: form.kind,
    form: form.form,
    pronunciation: form.pronunciation,
    ...(form.kind === 'dialect' && form.localityId !== null ? { localityId: form.localityId } : {}),
    // A new recording replaces the stored one anyway.
    ...(form.audioUrl !== null && !form.keepAudio && !form.newAudio ? { removeAudio: true } : {}),
  };
}

/** The multipart text fields, as the shared WordInputSchema reads them (lists not yet JSON). */
export type WordFields = ReturnType<typeof toFields>;

/**
 * The form as POST/PUT /api/words receive it. Blank fields are sent empty, which clears them on
 * an edit; every sense and form is sent, in the form's order (which is the entry's order).
 */
export function toFields(values: WordFormValues) {
  return {
    languageId: values.languageId,
    localWord: values.localWord,
    pronunciation: values.pronunciation,
    notes: values.notes,
    partOfSpeech: values.partOfSpeech,
    // A noun class is a noun's.
    nounClass: values.partOfSpeech === 'noun' ? values.nounClass : '',
    senses: values.senses.map(senseFields),
    forms: values.forms.map(formFields),
  };
}

export interface SaveExtras {
  /** New files for the word's own slots. */
  audio: { slot: 1 | 2; file: File }[];
  /** Stored slots the edit empties (PUT only). */
  removeAudio?: readonly AudioSlot[];
  /** The localWord.version the edit started from (PUT only). */
  version?: number;
  /** Asks for a homograph with this number (after a duplicate). */
  homographNumber?: number;
}

/**
 * The multipart body: the text fields, `senses` and `forms` as JSON (examples without text
 * dropped), the word's new audio files by slot, and formAudioN for the Nth form's new recording.
 */
export function toFormData(
  values: WordFormValues,
  { audio, removeAudio = [], version, homographNumber }: SaveExtras,
) {
  const fields = toFields(values);
  const body = new FormData();
  for (const name of [
    'languageId',
    'localWord',
    'pronunciation',
    'notes',
    'partOfSpeech',
    'nounClass',
  ] as const) {
    body.append(name, fields[name]);
  }
  const senses = fields.senses.map((sense) => ({
    ...sense,
    examples: sense.examples.filter((example) => example.text.trim() !== ''),
  }));
  body.append('senses', JSON.stringify(senses));
  body.append('forms', JSON.stringify(fields.forms));
  if (version !== undefined) body.append('version', String(version));
  if (removeAudio.length > 0) body.append('removeAudio', JSON.stringify(removeAudio));
  if (homographNumber !== undefined) body.append('homographNumber', String(homographNumber));
  for (const { slot, file } of audio) body.append(`audio${slot}`, file, file.name);
  values.forms.forEach((form, index) => {
    if (form.newAudio) {
      body.append(`formAudio${index + 1}`, form.newAudio.file, form.newAudio.file.name);
    }
  });
  return body;
}

/**
 * The word's own recordings on save: the new files go to the free slots in order (empty, or
 * whose recording was deleted here), audio1/audio2 matching the slot; `removeAudio` lists the
 * deleted slots no new file fills.
 */
export function planSlots(
  existing: ExistingAudio,
  removed: ReadonlySet<AudioSlot>,
  pending: readonly PendingAudio[],
) {
  const free = AUDIO_SLOTS.filter((slot) => !existing[slot] || removed.has(slot));
  const audio = pending.slice(0, free.length).map((file, index) => ({
    slot: free[index]!,
    file: file.file,
  }));
  const filled = new Set(audio.map(({ slot }) => slot));
  const removeAudio = AUDIO_SLOTS.filter(
    (slot) => removed.has(slot) && existing[slot] && !filled.has(slot),
  );
  return { audio, removeAudio };
}

/** The word form as its draft keeps it (decision 033): new recordings as files, not previews. */
export interface WordDraft {
  values: Omit<WordFormValues, 'forms'> & {
    forms: (Omit<OtherFormValues, 'newAudio'> & { newAudio: DraftAudio | null })[];
  };
  /** The word's new recordings, in order. */
  audio: DraftAudio[];
  /** The stored slots deleted in the form. */
  removedAudio: AudioSlot[];
}

const draftAudio = ({ file, seconds }: PendingAudio): DraftAudio =>
  seconds === undefined ? { file } : { file, seconds };

/** The draft of the form as it is. */
export function wordDraft(
  values: WordFormValues,
  pending: readonly PendingAudio[],
  removed: ReadonlySet<AudioSlot>,
): WordDraft {
  return {
    values: {
      ...values,
      forms: values.forms.map((form) => ({
        ...form,
        newAudio: form.newAudio ? draftAudio(form.newAudio) : null,
      })),
    },
    audio: pending.map(draftAudio),
    removedAudio: AUDIO_SLOTS.filter((slot) => removed.has(slot)),
  };
}

/**
 * The form's values from a draft; `toPending` gives each form's recording back its preview. A
 * recording whose file the browser lost is left out.
 */
export function valuesOfDraft(
  { values }: WordDraft,
  toPending: (audio: DraftAudio) => PendingAudio,
): WordFormValues {
  return {
    ...values,
    forms: values.forms.map((form) => ({
      ...form,
      newAudio: form.newAudio?.file ? toPending(form.newAudio) : null,
    })),
  };
}

/** The schema's resolver, asked about the fields toFields() makes (and stand-ins for them). */
const schemaResolver = zodResolver(WordInputSchema) as unknown as (
  fields: object,
  context: unknown,
  options: never,
) => Promise<{ values: object; errors: FieldErrors }>;

/**
 * The schema stops at the first missing required field (language, local word). To show every
 * missing one at once, each reported one is given a stand-in value and the schema is asked again:
 * the rules and their messages stay in the one shared schema.
 */
const STAND_INS = { languageId: '1', localWord: 'x' } as const;

async function requiredErrors(fields: WordFields, context: unknown, options: never) {
  // Without the lists, whose own errors stop the schema before its required-field check.
  let top: object = { ...fields, senses: [], forms: [] };
  let errors: FieldErrors = {};
  for (let round = 0; round < 3; round += 1) {
    const answer = await schemaResolver(top, context, options);
    // Earlier answers win: they are about the real values.
    errors = { ...(answer.errors as FieldErrors), ...errors };
    const patch = Object.fromEntries(
      Object.entries(STAND_INS).filter(
        ([name, standIn]) => name in answer.errors && top[name as keyof typeof top] !== standIn,
      ),
    );
    if (Object.keys(patch).length === 0) break;
    top = { ...top, ...patch };
  }
  return errors;
}

/**
 * What the server checks beyond the schema, checked first here: each sense has a French or an
 * English word; a form is neither blank nor the word itself. Messages are keys of the `api`
 * catalog taking the sense's or form's number.
 */
function lexiconErrors(values: WordFormValues) {
  const errors: FieldErrors<WordFormValues> = {};
  const headword = wordKey(values.localWord);
  values.senses.forEach((sense, index) => {
    if (!senseHasGloss(sense)) {
      set(errors, `senses.${index}.frenchWord`, {
        type: 'gloss',
        message: 'senseGlossRequired',
      } satisfies FieldError);
    }
  });
  values.forms.forEach((form, index) => {
    const text = wordKey(form.form);
    const message =
      text === '' ? 'formRequired' : text === headword ? 'formSameAsHeadword' : undefined;
    if (message) set(errors, `forms.${index}.form`, { type: 'form', message });
  });
  return errors;
}

/** Adds `extra`'s errors where `errors` has none (nested, by field path). */
function mergeErrors(errors: FieldErrors, extra: FieldErrors, prefix = ''): void {
  for (const [name, error] of Object.entries(extra)) {
    if (!error) continue;
    const path = `${prefix}${name}`;
    if ('message' in error || 'type' in error) {
      if (!hasError(errors, path)) set(errors, path, error);
    } else {
      mergeErrors(errors, error as FieldErrors, `${path}.`);
    }
  }
}

const hasError = (errors: FieldErrors, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
      errors,
    ) !== undefined;

/**
 * react-hook-form's resolver for the word form: the shared WordInputSchema on toFields(), every
 * missing required field at once, and the senses' and forms' own rules.
 */
export const wordFormResolver: Resolver<WordFormValues, unknown, WordInput> = async (
  values,
  context,
  options,
) => {
  const fields = toFields(values);
  const args = options as never;
  const answer = await schemaResolver(fields, context, args);
  const lexicon = lexiconErrors(values);
  if (Object.keys(answer.errors).length === 0 && Object.keys(lexicon).length === 0) {
    return answer as never;
  }
  const errors = { ...(answer.errors as FieldErrors) };
  if (Object.keys(answer.errors).length > 0) {
    mergeErrors(errors, await requiredErrors(fields, context, args));
  }
  mergeErrors(errors, lexicon as FieldErrors);
  return { values: {}, errors: errors as FieldErrors<WordFormValues> };
};

/** Where a server's field error is shown: a top-level form field, or the audio section. */
export type ServerErrorTarget =
  'languageId' | 'localWord' | 'pronunciation' | 'notes' | 'partOfSpeech' | 'nounClass' | 'audio';

const FIELD_NAMES = new Set<string>([
  'languageId',
  'localWord',
  'pronunciation',
  'notes',
  'partOfSpeech',
  'nounClass',
]);

/**
 * Field errors in a failed save (a 400 is shown on its fields): the duplicate on the
 * local word, file errors on the audio section, and the details of a validation failure
 * (`{ path: 'body.localWord', message }`) on the named field. Errors inside senses and forms are
 * shown in the toast, which names the sense or form.
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
  return validationDetails(error.body).flatMap(({ field, message: text }) =>
    FIELD_NAMES.has(field) ? [{ target: field as ServerErrorTarget, message: text }] : [],
  );
}
