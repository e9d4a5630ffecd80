import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '@server/db/client';
import { localWords } from '@server/db/schema/words';
import { AppError } from '@server/http/app-error';
import type { UserRow } from '@server/modules/users/users.repository';
import { insertWord, rewriteWord, type SavedFiles } from '@server/modules/words/words.service';
import { loadEntries, lockWord, type LocalWordRow } from '@server/modules/words/words.repository';
import type { Storage } from '@server/storage/storage';
import { contentTypeForName } from '@server/storage/stored-name';
import type {
  ConflictChoice,
  ImportAction,
  InterchangeEntry,
  InterchangeWarning,
} from '@shared/schemas/interchange';
import { wordKey, type WordInput } from '@shared/schemas/words';
import { AUDIO_MAX_BYTES, AUDIO_MIME_TYPES } from '@shared/upload';
import type { InterchangeArchive } from './archive';
import { wordInputOf } from './entry-to-word';
import { exportedEntry, wordGuid } from './language-entries';

/**
 * How the entries of a file meet the words of a language (decision 042). An entry is the word
 * that carries its id (a LIFT guid or CSV id kept from an earlier import, or the guid our own
 * exports give a word); failing that, a word of the same spelling and homograph number is a
 * conflict, which the importer's choice settles: keep ours, take theirs, or keep both as
 * homographs. A CSV without ids has nothing but spelling: there the same spelling is the word.
 * An entry whose content and recordings are the word's already changes nothing, so importing a
 * file twice adds and changes nothing.
 */

/** A language's live words by id: their source ids and the guids exports gave them. */
export type WordsById = Map<string, number>;

export async function wordsById(db: Db, languageId: number): Promise<WordsById> {
  const rows = await db
    .select({ id: localWords.id, code: localWords.code, sourceId: localWords.sourceId })
    .from(localWords)
    .where(
      and(
        eq(localWords.languageId, languageId),
        eq(localWords.isDeleted, false),
        ne(localWords.status, 'rejected'),
      ),
    );
  const byId: WordsById = new Map();
  for (const row of rows) {
    byId.set(wordGuid(row.code), row.id);
    if (row.sourceId) byId.set(row.sourceId, row.id);
  }
  return byId;
}

export interface Candidate {
  id: number;
  homographNumber: number | null;
}

/** The live words of the language spelled as each of `headwords` (by duplicate key). */
export async function sameSpelledWords(
  db: Db,
  languageId: number,
  headwords: string[],
): Promise<Map<string, Candidate[]>> {
  const keys = [...new Set(headwords.map(wordKey))];
  const found = new Map<string, Candidate[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      id: localWords.id,
      key: localWords.duplicateKey,
      homographNumber: localWords.homographNumber,
    })
    .from(localWords)
    .where(
      and(
        eq(localWords.languageId, languageId),
        inArray(localWords.duplicateKey, keys),
        eq(localWords.isDeleted, false),
        ne(localWords.status, 'rejected'),
      ),
    );
  for (const row of rows) {
    const list = found.get(row.key) ?? [];
    list.push({ id: row.id, homographNumber: row.homographNumber });
    found.set(row.key, list);
  }
  return found;
}

export type EntryPlan =
  | { kind: 'create'; homograph: 'file' | 'next' }
  | { kind: 'update'; wordId: number; conflict: boolean }
  | { kind: 'keep'; wordId: number };

/**
 * What to do with an entry, from the word its id names (if any) and the same-spelled words. A
 * same-spelled word is the entry's when its homograph number is the entry's, or when either has
 * none (FLEx numbers homographs only once there are two).
 */
export function planEntry(
  entry: Pick<InterchangeEntry, 'sourceId' | 'homograph'>,
  matchedId: number | undefined,
  candidates: Candidate[],
  onConflict: ConflictChoice,
): EntryPlan {
  if (matchedId !== undefined) return { kind: 'update', wordId: matchedId, conflict: false };
  const same =
    candidates.find((c) => c.homographNumber === entry.homograph) ??
    candidates.find((c) => c.homographNumber === null || entry.homograph === null);
  if (!same) return { kind: 'create', homograph: 'file' };
  // Without ids, spelling is all a file has to name a word by.
  if (!entry.sourceId) return { kind: 'update', wordId: same.id, conflict: false };
  if (onConflict === 'keep') return { kind: 'keep', wordId: same.id };
  if (onConflict === 'replace') return { kind: 'update', wordId: same.id, conflict: true };
  return { kind: 'create', homograph: 'next' };
}

/** The number a new homograph takes: after every number its same-spelled words have or get. */
export const nextHomograph = (candidates: Candidate[]) =>
  Math.max(candidates.length, ...candidates.map((c) => c.homographNumber ?? 0)) + 1;

/** A recording of the file, checked by its bytes, ready to store. */
export interface Recording {
  path: string;
  bytes: Buffer;
  extension: string;
  contentType: string;
  sha256: string;
}

const acceptedTypes: ReadonlySet<string> = new Set(AUDIO_MIME_TYPES);

/**
 * Where the archive holds a recording an entry names: at that path, or, for a bare name (CSV
 * cells hold names, read as `audio/<name>`), beside the document too. Null when it has none.
 */
export function recordingPath(archive: InterchangeArchive, path: string): string | null {
  if (archive.files.has(path)) return path;
  const bare = path.startsWith('audio/') ? path.slice('audio/'.length) : null;
  return bare && !bare.includes('/') && archive.files.has(bare) ? bare : null;
}

/**
 * Reads a recording the entry names from the archive: null, with a warning, when the archive
 * lacks it, when it is larger than a recording may be, or when its bytes are not audio.
 */
export async function readRecording(
  archive: InterchangeArchive,
  path: string,
  label: string,
  warnings: InterchangeWarning[],
): Promise<Recording | null> {
  const found = recordingPath(archive, path);
  const file = found ? archive.files.get(found) : undefined;
  if (!found || !file) {
    warnings.push({ code: 'audioMissing', entry: label, detail: path });
    return null;
  }
  if (file.size > AUDIO_MAX_BYTES) {
    warnings.push({ code: 'audioNotAudio', entry: label, detail: `${path} (${file.size} B)` });
    return null;
  }
  const bytes = await buffer(await archive.openFile(found));
  const detected = await fileTypeFromBuffer(bytes);
  const essence = detected?.mime.split(';')[0]?.trim() ?? '';
  if (!detected || !acceptedTypes.has(essence)) {
    warnings.push({ code: 'audioNotAudio', entry: label, detail: path });
    return null;
  }
  const served = contentTypeForName(`x.${detected.ext}`);
  return {
    path,
    bytes,
    extension: detected.ext,
    contentType: served === 'application/octet-stream' ? essence : served,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Stores recordings, adding each address to `stored` as it is stored (to remove on failure). */
export const storeInto =
  (storage: Storage, stored: string[]) =>
  async (recording: Recording): Promise<string> => {
    const file = await storage.put(recording.bytes, recording.contentType, recording.extension);
    stored.push(file.url);
    return file.url;
  };

/** Whether a stored recording holds these bytes (same size, same digest). */
async function sameBytes(storage: Storage, url: string | null, recording: Recording) {
  const key = url ? storage.fileKeyOf(url) : null;
  if (!key) return false;
  if (key === recording.path) return true;
  const stat = await storage.stat(key);
  if (!stat || stat.size !== recording.bytes.length) return false;
  const file = await storage.read(key);
  if (!file) return false;
  return (
    createHash('sha256')
      .update(await buffer(file.stream))
      .digest('hex') === recording.sha256
  );
}

/**
 * The entry as the language can store it: a noun class the language does not have moves into the
 * notes (`Noun class: 6`), with a warning, rather than refusing the entry.
 */
export function withKnownNounClass(
  entry: InterchangeEntry,
  nounClasses: ReadonlySet<string>,
  label: string,
  warnings: InterchangeWarning[],
): InterchangeEntry {
  if (!entry.nounClass || nounClasses.has(entry.nounClass)) return entry;
  warnings.push({ code: 'nounClassUnknown', entry: label, detail: entry.nounClass });
  const note = `Noun class: ${entry.nounClass}`;
  return { ...entry, nounClass: null, notes: entry.notes ? `${entry.notes}\n${note}` : note };
}

/** An entry ready to be written: its word input and its recordings read from the archive. */
export interface PreparedEntry {
  ordinal: number;
  label: string;
  entry: InterchangeEntry;
  input: WordInput;
  /** The headword's recordings (at most two: a word has two slots). */
  audio: Recording[];
  /** A form's recording by the form's position in `input.forms` (1-based). */
  formAudio: Map<number, Recording>;
  warnings: InterchangeWarning[];
}

/**
 * The entry as the word form would send it, with its recordings read and checked; null, with
 * the reasons in `warnings`, when it cannot be saved. A noun class the language does not have
 * is moved into the notes rather than refusing the entry.
 */
export async function prepareEntry(
  ordinal: number,
  label: string,
  entry: InterchangeEntry,
  languageId: number,
  nounClasses: ReadonlySet<string>,
  archive: InterchangeArchive | null,
  warnings: InterchangeWarning[],
): Promise<PreparedEntry | null> {
  const source = withKnownNounClass(entry, nounClasses, label, warnings);
  const made = wordInputOf(source, languageId);
  warnings.push(...made.warnings);
  if (!made.input) return null;
  const audio: Recording[] = [];
  const formAudio = new Map<number, Recording>();
  if (archive) {
    for (const path of source.audio) {
      if (audio.length === 2) {
        warnings.push({ code: 'audioMissing', entry: label, detail: `${path} (2 per word)` });
        continue;
      }
      const recording = await readRecording(archive, path, label, warnings);
      if (recording) audio.push(recording);
    }
    for (const [index, form] of (made.input.forms ?? []).entries()) {
      const path = source.forms.find((f) => f.kind === form.kind && f.form === form.form)?.audio;
      if (!path) continue;
      const recording = await readRecording(archive, path, label, warnings);
      if (recording) formAudio.set(index + 1, recording);
    }
  } else {
    for (const path of [...source.audio, ...source.forms.flatMap((f) => f.audio ?? [])])
      warnings.push({ code: 'audioMissing', entry: label, detail: path });
  }
  return { ordinal, label, entry: source, input: made.input, audio, formAudio, warnings };
}

export interface ApplyContext {
  db: Db;
  storage: Storage;
  user: UserRow;
  languageId: number;
  onConflict: ConflictChoice;
  byId: WordsById;
}

export interface Applied {
  action: ImportAction;
  wordId: number | null;
  /** Recordings it replaced: removed once its transaction has committed. */
  replaced: string[];
}

/**
 * Writes one prepared entry in `tx` as its plan says, and answers what it did. The caller runs
 * it in a savepoint: an entry the word rules refuse is rolled back alone and reported skipped.
 * The recordings it stores are added to `stored` as they are, so that the caller can remove
 * them again if the entry or its transaction fails.
 */
export async function applyEntry(
  tx: Db,
  context: ApplyContext,
  prepared: PreparedEntry,
  candidates: Candidate[],
  stored: string[],
): Promise<Applied> {
  const { entry } = prepared;
  const matchedId = entry.sourceId ? context.byId.get(entry.sourceId) : undefined;
  const plan = planEntry(entry, matchedId, candidates, context.onConflict);
  const store = storeInto(context.storage, stored);
  // The id to keep on the word: a foreign one (a guid of ours is derived from the code).
  const sourceIdFor = (word: { code: string } | null) =>
    entry.sourceId && (!word || wordGuid(word.code) !== entry.sourceId) ? entry.sourceId : null;

  if (plan.kind === 'keep') return { action: 'conflictKept', wordId: plan.wordId, replaced: [] };

  if (plan.kind === 'create') {
    const input: WordInput = {
      ...prepared.input,
      homographNumber:
        plan.homograph === 'next' ? nextHomograph(candidates) : prepared.input.homographNumber,
    };
    const files: SavedFiles = { slots: [], formAudio: new Map() };
    for (const [index, recording] of prepared.audio.entries())
      files.slots.push({ slot: index === 0 ? 1 : 2, url: await store(recording) });
    for (const [n, recording] of prepared.formAudio) files.formAudio.set(n, await store(recording));
    const wordId = await insertWord(tx, context.user, input, files, sourceIdFor(null));
    if (entry.sourceId) context.byId.set(entry.sourceId, wordId);
    return {
      action: plan.homograph === 'next' ? 'conflictHomograph' : 'created',
      wordId,
      replaced: [],
    };
  }

  const word = await lockWord(tx, plan.wordId);
  if (!word) throw new AppError('NOT_FOUND', 404, 'wordNotFound');
  const [row] = await loadEntries(tx, [word.id]);
  const current = exportedEntry(row!, context.storage, new Map());
  const input = keepIdentities(prepared.input, row!, word);
  const files: SavedFiles = { slots: [], formAudio: new Map() };
  // Recordings: a slot the file fills with other bytes is replaced; one it leaves empty is kept.
  for (const [index, recording] of prepared.audio.entries()) {
    const slot = index === 0 ? 1 : 2;
    const url = slot === 1 ? word.audioUrl : word.audioUrl2;
    if (!(await sameBytes(context.storage, url, recording)))
      files.slots.push({ slot, url: await store(recording) });
  }
  for (const [n, recording] of prepared.formAudio) {
    const formId = input.forms?.[n - 1]?.id;
    const url = row!.forms.find((f) => f.id === formId)?.audioUrl ?? null;
    if (!(await sameBytes(context.storage, url, recording)))
      files.formAudio.set(n, await store(recording));
  }
  const keptId = sourceIdFor(word) ?? word.sourceId;
  const unchanged =
    files.slots.length === 0 &&
    files.formAudio.size === 0 &&
    keptId === word.sourceId &&
    sameContent(wordInputOf(current.entry, context.languageId).input, input);
  if (unchanged) return { action: 'unchanged', wordId: word.id, replaced: [] };
  const replaced = await rewriteWord(tx, word, input, files, keptId);
  if (keptId) context.byId.set(keptId, word.id);
  return {
    action: plan.conflict ? 'conflictReplaced' : 'updated',
    wordId: word.id,
    replaced: replaced.filter((u): u is string => u !== null),
  };
}

/**
 * The file's input with the word's own ids where they meet: its senses by position and its
 * forms by kind and spelling (keeping their recordings and places), and its homograph number
 * when the file gives none.
 */
function keepIdentities(
  input: WordInput,
  row: NonNullable<Awaited<ReturnType<typeof loadEntries>>[number]>,
  word: LocalWordRow,
): WordInput {
  const usedForms = new Set<number>();
  return {
    ...input,
    homographNumber: input.homographNumber ?? word.homographNumber ?? undefined,
    senses: input.senses?.map((sense, index) => {
      const id = row.senses[index]?.sense.id;
      return id === undefined ? sense : { ...sense, id };
    }),
    forms: input.forms?.map((form) => {
      const same = row.forms.find(
        (f) => f.kind === form.kind && f.form === form.form && !usedForms.has(f.id),
      );
      if (!same) return form;
      usedForms.add(same.id);
      return { ...form, id: same.id, localityId: same.localityId };
    }),
  };
}

/** Whether two inputs say the same of a word (ids and recordings aside). */
function sameContent(a: WordInput | null, b: WordInput): boolean {
  if (!a) return false;
  const canonical = (input: WordInput) =>
    JSON.stringify({
      localWord: input.localWord,
      pronunciation: input.pronunciation ?? null,
      notes: input.notes ?? null,
      partOfSpeech: input.partOfSpeech ?? null,
      nounClass: input.nounClass ?? null,
      senses: (input.senses ?? []).map((s) => ({
        frenchWord: s.frenchWord ?? null,
        englishWord: s.englishWord ?? null,
        frenchDefinition: s.frenchDefinition ?? null,
        englishDefinition: s.englishDefinition ?? null,
        semanticDomain: s.semanticDomain ?? null,
        examples: s.examples.map((e) => [e.text, e.french ?? null, e.english ?? null]),
      })),
      forms: (input.forms ?? []).map((f) => [f.kind, f.form, f.pronunciation ?? null]),
    });
  return canonical(a) === canonical(b);
}
