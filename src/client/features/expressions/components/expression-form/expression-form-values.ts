import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ExpressionInputSchema,
  type Expression,
  type LinkedWord,
} from '@shared/schemas/expressions';
import { AUDIO_MAX_FILES } from '@shared/upload';
import {
  AUDIO_SLOTS,
  type AudioSlot,
  type DraftAudio,
  type ExistingAudio,
  type PendingAudio,
} from '@client/components/audio/audio-files';
import { ApiError } from '@client/lib/api-client';
import { validationDetails } from '@client/lib/validation-details';

/** What the expression form holds; text exactly as typed (the shared schema trims on checking). */
export interface ExpressionFormValues {
  words: LinkedWord[];
  languageId: number | null;
  localityId: number | null;
  expression: string;
  localText: string;
  description: string;
}

export type TextFieldName = 'expression' | 'localText' | 'description';
const TEXT_FIELDS: readonly TextFieldName[] = ['expression', 'localText', 'description'];

/** The form of a new expression, or of `expression` to edit. */
export function initialValues(expression?: Expression): ExpressionFormValues {
  return {
    words:
      expression?.linkedWords.map(
        ({ id, localWord, homographNumber, languageName, languageIsoCode }) => ({
          id,
          localWord,
          homographNumber,
          languageName,
          languageIsoCode,
        }),
      ) ?? [],
    languageId: expression?.languageId ?? null,
    localityId: expression?.localityId ?? null,
    expression: expression?.expression ?? '',
    localText: expression?.localText ?? '',
    description: expression?.description ?? '',
  };
}

/**
 * The multipart text fields of POST/PUT /api/expressions: language, locality and the
 * texts only when filled, the linked words as a JSON array of ids. On an edit, a field left out
 * is cleared.
 */
export function toFields(values: ExpressionFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  if (values.languageId !== null) fields.languageId = String(values.languageId);
  if (values.localityId !== null) fields.localityId = String(values.localityId);
  for (const name of TEXT_FIELDS) {
    if (values[name].trim() !== '') fields[name] = values[name];
  }
  fields.localWordIds = JSON.stringify(values.words.map((word) => word.id));
  return fields;
}

/** One recording the expression will have once saved. */
export type PlannedAudio =
  { kind: 'existing'; slot: AudioSlot; url: string } | { kind: 'new'; audio: PendingAudio };

export interface AudioPlan {
  /** keepExistingAudio1 and keepExistingAudio2: the slot has a recording the user keeps. */
  keep: Record<AudioSlot, boolean>;
  /** New files, in the order they go after the kept ones. */
  files: File[];
  /**
   * The expression's recordings after saving, as the server computes them: the kept
   * slots in slot order, then the new files in order.
   */
  final: PlannedAudio[];
}

/**
 * The audio an expression will have after saving: each existing slot whose address the user did
 * not drop, then the new files. `dropped` holds addresses rather than slot numbers, so the flags
 * stay with their recording when deleting slot 1 moves slot 2 up.
 */
export function planAudio(
  existing: ExistingAudio,
  dropped: ReadonlySet<string>,
  pending: readonly PendingAudio[],
): AudioPlan {
  const kept = (slot: AudioSlot) => {
    const url = existing[slot];
    return url !== null && !dropped.has(url);
  };
  const keep = { 1: kept(1), 2: kept(2) };
  const final: PlannedAudio[] = [
    ...AUDIO_SLOTS.filter((slot) => keep[slot]).map((slot): PlannedAudio => ({
      kind: 'existing',
      slot,
      url: existing[slot]!,
    })),
    ...pending.map((audio): PlannedAudio => ({ kind: 'new', audio })),
  ];
  return { keep, files: pending.map((audio) => audio.file), final };
}

/** The expression form as its draft keeps it (decision 033). */
export interface ExpressionDraft {
  values: ExpressionFormValues;
  /** The new recordings, in order. */
  audio: DraftAudio[];
  /** The stored slots deleted in the form. */
  removedAudio: AudioSlot[];
}

/** The draft of the form as it is. */
export function expressionDraft(
  values: ExpressionFormValues,
  pending: readonly PendingAudio[],
  removed: ReadonlySet<AudioSlot>,
): ExpressionDraft {
  return {
    values,
    audio: pending.map(({ file, seconds }) =>
      seconds === undefined ? { file } : { file, seconds },
    ),
    removedAudio: AUDIO_SLOTS.filter((slot) => removed.has(slot)),
  };
}

/** Whether the plan is one the server accepts: one or two recordings. */
export const audioCountValid = (plan: AudioPlan) =>
  plan.final.length >= 1 && plan.final.length <= AUDIO_MAX_FILES;

/**
 * The multipart body: creation sends audio1/audio2; an edit sends the keep flags ('true'/'false')
 * and newAudio1/newAudio2.
 */
export function toFormData(values: ExpressionFormValues, plan: AudioPlan, editing: boolean) {
  const body = new FormData();
  for (const [name, value] of Object.entries(toFields(values))) body.append(name, value);
  if (editing) {
    for (const slot of AUDIO_SLOTS) {
      body.append(`keepExistingAudio${slot}`, String(plan.keep[slot]));
    }
  }
  plan.files.slice(0, AUDIO_MAX_FILES).forEach((file, index) => {
    body.append(editing ? `newAudio${index + 1}` : `audio${index + 1}`, file, file.name);
  });
  return body;
}

/** Where a schema or server error is shown: a form field, or the audio section. */
export type ErrorTarget = 'words' | TextFieldName | 'languageId' | 'localityId' | 'audio';

/** The schema's field names, as the form names them. */
const FIELD_OF: Record<string, Exclude<ErrorTarget, 'audio'>> = {
  localWordIds: 'words',
  languageId: 'languageId',
  localityId: 'localityId',
  expression: 'expression',
  localText: 'localText',
  description: 'description',
};

/**
 * react-hook-form's resolver: the shared ExpressionInputSchema on toFields(), its messages (keys
 * of the `api` catalog, e.g. 'linkedWordRequired') put on the form's fields.
 */
export const expressionFormResolver: Resolver<ExpressionFormValues> = (values) => {
  const result = ExpressionInputSchema.safeParse(toFields(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ExpressionFormValues> = {};
  for (const issue of result.error.issues) {
    const name = FIELD_OF[String(issue.path[0])];
    if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * Field errors in a failed save: file errors on the audio section, validation details
 * (`{ path: 'body.localWordIds', message }`) on the named field, in the server's words.
 */
export function serverFieldErrors(error: unknown): { target: ErrorTarget; message: string }[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const { code, message } = error.body;
  if (
    code === 'INVALID_FILE_TYPE' ||
    code === 'TOO_MANY_FILES' ||
    code === 'PAYLOAD_TOO_LARGE' ||
    code === 'AUDIO_REQUIRED'
  ) {
    return [{ target: 'audio', message }];
  }
  return validationDetails(error.body).flatMap(({ field, message: text }) => {
    const name = FIELD_OF[field];
    return name ? [{ target: name, message: text }] : [];
  });
}
