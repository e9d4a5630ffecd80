import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { randomCode } from '@server/db/random-code';
import { localWords } from '@server/db/schema/words';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound, staleVersion } from '@server/http/app-error';
import type { AudioUpload } from '@server/http/audio-upload';
import { keyColumns, languageCollation } from '@server/modules/alphabets/sort-keys';
import { liveLanguageAlphabet } from '@server/modules/browse/browse.repository';
import { letterCondition } from '@server/modules/browse/letters';
import type { LiveWordIndex } from '@server/modules/search/live-word-index';
import { searchWordIds } from '@server/modules/search/search.service';
import { visibleWords, visibleWordsOfLiveLanguage } from '@server/modules/search/visibility';
import type { UserRow } from '@server/modules/users/users.repository';
import type { Storage } from '@server/storage/storage';
import { removeQuietly, storeUploads } from '@server/storage/uploads';
import type {
  DeleteWordResult,
  PaginatedWords,
  WordBySlug,
  WordEntry,
  WordInput,
  WordStatus,
} from '@shared/schemas/words';
import { wordKey } from '@shared/schemas/words';
import { canAccess } from '@shared/roles';
import type { PartOfSpeech } from '@shared/schemas/lexicon';
import { searchableFold } from '@shared/schemas/common';
import {
  expressionsLinkedToWord,
  expressionsLeavingWithWord,
} from '@server/modules/expressions/expressions.repository';
import { presentWordEntry } from './words.presenter';
import { bothGlosses, privateGlossesOfWord, settleGlosses } from './gloss-visibility';
import { reorderSenses, senseIdsOf, writeForms, writeSenses } from './lexicon.repository';
import { assertNounClass, resolveForms, resolveSenses, settleHomograph } from './lexicon.service';
import {
  duplicateExists,
  findWord,
  findWordIdsBySlug,
  letterRankCounts,
  firstLetters,
  languageLocalityNames,
  liveLanguageCode,
  loadEntries,
  lockWord,
  oldestWordIds,
  pageWordIds,
  softDeleteWord,
  type LocalWordRow,
} from './words.repository';

export interface WordsDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** GET /api/words answers at most this many entries; larger reads page through /paginated. */
export const WORD_LIST_CAP = 1000;
const DUPLICATE_CONSTRAINT = 'local_words_language_key_unique';

const wordNotFound = () => notFound('wordNotFound');
const duplicateWord = () => new AppError('WORD_DUPLICATE', 409, 'wordDuplicate');

/** Drizzle wraps driver errors; the constraint name sits on the error or on its cause. */
function violatesConstraint(error: unknown, constraint: string) {
  for (
    let e = error as { constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    i++
  ) {
    if (e.constraint === constraint) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Two concurrent saves of the same word both pass the pre-check; the unique index decides. */
const asDuplicate = (error: unknown) =>
  violatesConstraint(error, DUPLICATE_CONSTRAINT) ? duplicateWord() : error;

async function entry(db: Db, id: number, viewer: UserRow | null): Promise<WordEntry> {
  const [row] = await loadEntries(db, [id]);
  if (!row) throw wordNotFound();
  return presentWordEntry(row, viewer);
}

/** The entries of the given words, in the order of `ids`, as `viewer` may see them. */
export const wordEntries = async (db: Db, ids: number[], viewer: UserRow | null) =>
  (await loadEntries(db, ids)).map((row) => presentWordEntry(row, viewer));

// --- Reads -------------------------------------------------------------------------------------

export async function listWords(db: Db, user: UserRow | null): Promise<WordEntry[]> {
  const { ids } = await pageWordIds(db, visibleWords(user), WORD_LIST_CAP, 0);
  return wordEntries(db, ids, user);
}

export async function pageWords(
  db: Db,
  index: LiveWordIndex,
  user: UserRow | null,
  query: {
    page: number;
    limit: number;
    search: string;
    match?: 'all' | 'local';
    languageId?: number;
    status?: WordStatus;
    partOfSpeech?: PartOfSpeech;
    nounClass?: string;
    letter?: string;
    outsideAlphabet?: boolean;
  },
): Promise<PaginatedWords> {
  const { page, limit, search, match, languageId, status, partOfSpeech, nounClass, letter } = query;
  const offset = (page - 1) * limit;
  const visibility = visibleWords(user);
  // Within a language, its alphabet gives the letters and the order (decision 031).
  const language = languageId === undefined ? null : await liveLanguageAlphabet(db, languageId);
  // The words of a deleted language are hidden from everyone, and an unknown one has none.
  if (language === undefined) {
    return { data: [], pagination: { page, limit, total: 0, totalPages: 0 } };
  }
  // What the search index holds; the rest is checked in SQL on the words it finds.
  const filter = { languageId, status, partOfSpeech, nounClass };
  const where = and(
    letter === undefined ? undefined : letterCondition(letter, language),
    query.outsideAlphabet ? isNotNull(localWords.outsideAlphabet) : undefined,
  );
  const filters = and(
    languageId === undefined ? undefined : eq(localWords.languageId, languageId),
    status === undefined ? undefined : eq(localWords.status, status),
    partOfSpeech === undefined ? undefined : eq(localWords.partOfSpeech, partOfSpeech),
    nounClass === undefined ? undefined : eq(localWords.nounClass, nounClass),
    where,
  );
  const { ids, total, matches } =
    searchableFold(search) !== null
      ? await searchWordIds(db, index, {
          q: search,
          limit,
          offset,
          user,
          filter,
          where,
          localOnly: match === 'local',
        })
      : {
          ...(await pageWordIds(
            db,
            and(
              languageId === undefined ? visibility : visibleWordsOfLiveLanguage(user, languageId),
              filters,
            )!,
            limit,
            offset,
            language ? 'alphabet' : 'folded',
          )),
          matches: null,
        };
  const found = await wordEntries(db, ids, user);
  return {
    data: matches ? found.map((e) => ({ ...e, match: matches.get(e.localWord.id) })) : found,
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/**
 * GET /api/words/letters: the first letters a browse by letter can offer. Within a language with
 * an alphabet, its letters that begin a word the caller may see, in its order; otherwise the
 * folded first letters. With `status`, of the words of that status only.
 */
export async function wordLetters(
  db: Db,
  user: UserRow | null,
  languageId?: number,
  status?: WordStatus,
) {
  const ofStatus = status === undefined ? undefined : eq(localWords.status, status);
  if (languageId === undefined) {
    return { letters: await firstLetters(db, and(visibleWords(user), ofStatus)!) };
  }
  const language = await liveLanguageAlphabet(db, languageId);
  if (!language) return { letters: [] };
  const where = and(visibleWordsOfLiveLanguage(user, languageId), ofStatus)!;
  const { alphabet } = language;
  if (!alphabet) return { letters: await firstLetters(db, where) };
  // The letters with words, and how many each has: one pass over the language's keys (the staff
  // see every status, so the public counters do not apply; a list filter is not a hot path).
  const byRank = await letterRankCounts(db, where);
  return {
    letters: alphabet.letters.flatMap((l, rank) => (byRank.has(rank) ? [l.lower] : [])),
    counts: alphabet.letters.map((l, rank) => ({
      letter: l.lower,
      upper: l.upper,
      count: byRank.get(rank) ?? 0,
    })),
  };
}

/** The moderation queue, oldest first: every pending word for staff, their own for contributors. */
export async function pendingWords(db: Db, user: UserRow): Promise<WordEntry[]> {
  // Ordered before the cap, so past it the oldest still come first.
  const ids = await oldestWordIds(
    db,
    and(visibleWords(user), eq(localWords.status, 'pending'))!,
    WORD_LIST_CAP,
  );
  return wordEntries(db, ids, user);
}

export async function getWord(db: Db, user: UserRow | null, id: number): Promise<WordEntry> {
  if (!(await findWord(db, id, visibleWords(user)))) throw wordNotFound();
  return entry(db, id, user);
}

/**
 * Every entry a slug names, with its language and the places it is spoken: one, or several
 * when languages share a spelling (findWordIdsBySlug). Empty when the caller may see none.
 */
export async function wordsBySlug(
  db: Db,
  user: UserRow | null,
  slug: string,
): Promise<WordBySlug[]> {
  const ids = await findWordIdsBySlug(db, slug.normalize('NFC').trim(), visibleWords(user));
  return Promise.all(
    (await wordEntries(db, ids, user)).map(async (word) => ({
      ...word,
      languageName: word.localWord.languageName,
      localities: await languageLocalityNames(db, word.localWord.languageId),
    })),
  );
}

/** GET /api/words/by-slug/{slug}: the first entry the slug names. */
export async function getWordBySlug(
  db: Db,
  user: UserRow | null,
  slug: string,
): Promise<WordBySlug> {
  const [word] = await wordsBySlug(db, user, slug);
  if (!word) throw notFound('wordSlugNotFound');
  return word;
}

export const checkDuplicate = (db: Db, languageId: number, localWord: string, excludeId?: number) =>
  duplicateExists(db, languageId, localWord, excludeId);

// --- Writes ------------------------------------------------------------------------------------

const isStaff = (user: UserRow) => canAccess(user.role, 'moderation');

/** Staff change any word; a contributor only their own word while it awaits moderation. */
function assertCanModify(user: UserRow, word: LocalWordRow) {
  if (isStaff(user)) return;
  if (word.submittedBy === user.id && word.status === 'pending') return;
  throw new AppError('FORBIDDEN', 403, 'wordNotEditable');
}

/** The word, if this user may see it (404 otherwise, so hidden words stay hidden), locked. */
async function lockVisibleWord(tx: Db, user: UserRow, id: number) {
  if (!(await findWord(tx, id, visibleWords(user)))) throw wordNotFound();
  const word = await lockWord(tx, id);
  if (!word) throw wordNotFound();
  return word;
}

/** Multipart file fields: the word's two recordings, and one per form by its position. */
export const FORM_AUDIO_FIELD = /^formAudio([1-9][0-9]?)$/;

/** Stores uploads before the transaction: the word's slots and the forms' recordings. */
async function storeFiles(deps: WordsDeps, files: AudioUpload[]) {
  const stored = await storeUploads(deps, files);
  const formAudio = new Map<number, string>();
  for (const s of stored) {
    const match = FORM_AUDIO_FIELD.exec(s.field);
    if (match) formAudio.set(Number(match[1]), s.url);
  }
  return {
    slots: stored.flatMap((s) =>
      s.field === 'audio1' || s.field === 'audio2'
        ? [{ slot: s.field === 'audio2' ? (2 as const) : (1 as const), url: s.url }]
        : [],
    ),
    formAudio,
    urls: stored.map((s) => s.url),
  };
}

function assertOneFilePerSlot(files: AudioUpload[]) {
  const fields = files.map((f) => f.field);
  const slots = fields.filter((f) => f === 'audio1' || f === 'audio2');
  if (new Set(fields).size !== fields.length || slots.length > 2) {
    throw new AppError('TOO_MANY_FILES', 400, 'tooManyFiles');
  }
}

/** The grammar and lexicon of a save, checked against the language, then written. */
async function writeLexicon(
  tx: Db,
  wordId: number | null,
  input: WordInput,
  formAudio: Map<number, string>,
) {
  const senses = await resolveSenses(tx, input, wordId);
  const forms = await resolveForms(tx, input, wordId, formAudio);
  return { senses, forms };
}

/** What a save stored before its transaction: the word's slots and the forms' recordings. */
export interface SavedFiles {
  slots: { slot: 1 | 2; url: string }[];
  /** A form's recording by the form's position in the input (1-based). */
  formAudio: Map<number, string>;
}

export async function createWord(
  deps: WordsDeps,
  user: UserRow,
  input: WordInput,
  files: AudioUpload[],
): Promise<WordEntry> {
  const { db } = deps;
  assertOneFilePerSlot(files);
  if (input.version !== undefined) throw badRequest('versionOnCreate');
  if (input.removeAudio.length > 0) throw badRequest('removeAudioOnCreate');
  const stored = await storeFiles(deps, files);
  let id: number;
  try {
    id = await db.transaction((tx) => insertWord(tx, user, input, stored));
  } catch (error) {
    await removeQuietly(deps, stored.urls);
    throw asDuplicate(error);
  }
  return entry(db, id, user);
}

/**
 * Writes a new word with its senses and forms in `tx`, checked against its language as the word
 * form's save is (imports call it too); answers its id. Staff publish directly; contributors'
 * words wait for moderation. `sourceId` is the id a file gave the entry (LIFT guid, CSV id).
 */
export async function insertWord(
  tx: Db,
  user: UserRow,
  input: WordInput,
  files: SavedFiles,
  sourceId: string | null = null,
): Promise<number> {
  const languageCode = await liveLanguageCode(tx, input.languageId);
  if (!languageCode) throw badRequest('unknownLanguage');
  const collation = (await languageCollation(tx, input.languageId, { lock: true }))!;
  // A new word has no senses or forms yet: an id names another word's.
  const senseWithId = input.senses?.findIndex((s) => s.id !== undefined) ?? -1;
  if (senseWithId >= 0) throw badRequest('senseNotOfWord', { n: senseWithId + 1 });
  const formWithId = input.forms?.findIndex((f) => f.id !== undefined) ?? -1;
  if (formWithId >= 0) throw badRequest('formNotOfWord', { n: formWithId + 1 });
  await assertNounClass(tx, input.languageId, input.nounClass ?? null);
  const homographNumber = await settleHomograph(
    tx,
    input.languageId,
    input.localWord,
    input.homographNumber,
    null,
  );
  const lexicon = await writeLexicon(tx, null, input, files.formAudio);
  // On creation the word's files fill its slots in order, whatever their field names.
  const [slot1, slot2] = files.slots;
  const now = Date.now();
  const [row] = await tx
    .insert(localWords)
    .values({
      languageId: input.languageId,
      localWord: input.localWord,
      duplicateKey: wordKey(input.localWord),
      ...keyColumns(collation, input.localWord),
      code: randomCode(languageCode),
      sourceId,
      pronunciation: input.pronunciation,
      notes: input.notes,
      partOfSpeech: input.partOfSpeech ?? null,
      nounClass: input.nounClass ?? null,
      homographNumber,
      audioUrl: slot1?.url ?? null,
      audioUrl2: slot2?.url ?? null,
      // Contributors' submissions wait for moderation; staff publish directly.
      status: isStaff(user) ? 'approved' : 'pending',
      submittedBy: user.id,
      reviewedBy: isStaff(user) ? user.id : null,
      reviewedAt: isStaff(user) ? now : null,
    })
    .returning({ id: localWords.id });
  await writeSenses(tx, row!.id, lexicon.senses);
  if (lexicon.forms) await writeForms(tx, row!.id, lexicon.forms);
  await settleGlosses(tx, await privateGlossesOfWord(tx, row!.id));
  return row!.id;
}

/** The word's version goes up with each change, for the check of concurrent edits. */
const nextVersion = { version: sql`${localWords.version} + 1` };

export async function updateWord(
  deps: WordsDeps,
  user: UserRow,
  id: number,
  input: WordInput,
  files: AudioUpload[],
): Promise<WordEntry> {
  const { db } = deps;
  assertOneFilePerSlot(files);
  const stored = await storeFiles(deps, files);
  let replaced: (string | null)[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const word = await lockVisibleWord(tx, user, id);
      assertCanModify(user, word);
      // Saved from an entry older than the word: someone else's edit came in between.
      if (input.version !== undefined && input.version !== word.version) {
        throw staleVersion();
      }
      return rewriteWord(tx, word, input, stored);
    });
  } catch (error) {
    await removeQuietly(deps, stored.urls);
    throw asDuplicate(error);
  }
  await removeQuietly(deps, replaced);
  return entry(db, id, user);
}

/**
 * Rewrites a locked word from `input` in `tx`, checked as the word form's save is (imports call
 * it too); answers the recordings it no longer points at, to remove once committed. `sourceId`
 * undefined keeps the word's.
 */
export async function rewriteWord(
  tx: Db,
  word: LocalWordRow,
  input: WordInput,
  files: SavedFiles,
  sourceId?: string | null,
): Promise<(string | null)[]> {
  const id = word.id;
  if (!(await liveLanguageCode(tx, input.languageId))) throw badRequest('unknownLanguage');
  const collation = (await languageCollation(tx, input.languageId, { lock: true }))!;
  // Older clients do not send the grammar: an edit without it keeps the word's.
  const nounClass = input.nounClass === undefined ? word.nounClass : input.nounClass;
  await assertNounClass(tx, input.languageId, nounClass);
  const homographNumber = await settleHomograph(
    tx,
    input.languageId,
    input.localWord,
    input.homographNumber,
    word,
  );
  const glossesBefore = await privateGlossesOfWord(tx, id);
  const lexicon = await writeLexicon(tx, id, input, files.formAudio);
  const slot1 = files.slots.find((s) => s.slot === 1)?.url;
  const slot2 = files.slots.find((s) => s.slot === 2)?.url;
  // A slot removed with the edit is emptied, unless a new file in the same request fills it.
  const empty1 = !slot1 && input.removeAudio.includes(1);
  const empty2 = !slot2 && input.removeAudio.includes(2);
  await tx
    .update(localWords)
    .set({
      languageId: input.languageId,
      localWord: input.localWord,
      duplicateKey: wordKey(input.localWord),
      ...keyColumns(collation, input.localWord),
      pronunciation: input.pronunciation,
      notes: input.notes,
      partOfSpeech: input.partOfSpeech === undefined ? word.partOfSpeech : input.partOfSpeech,
      nounClass,
      homographNumber,
      ...nextVersion,
      ...(sourceId !== undefined ? { sourceId } : {}),
      ...(slot1 ? { audioUrl: slot1 } : empty1 ? { audioUrl: null } : {}),
      ...(slot2 ? { audioUrl2: slot2 } : empty2 ? { audioUrl2: null } : {}),
    })
    .where(eq(localWords.id, id));
  await writeSenses(tx, id, lexicon.senses);
  await settleGlosses(tx, bothGlosses(glossesBefore, await privateGlossesOfWord(tx, id)));
  const formAudioGone = lexicon.forms ? await writeForms(tx, id, lexicon.forms) : [];
  return [
    slot1 || empty1 ? word.audioUrl : null,
    slot2 || empty2 ? word.audioUrl2 : null,
    ...formAudioGone,
  ];
}

/** PUT /api/words/{id}/senses/order: every sense of the word, once, in the new order. */
export async function orderSenses(
  db: Db,
  user: UserRow,
  id: number,
  senseIds: number[],
  version: number | undefined,
): Promise<WordEntry> {
  await db.transaction(async (tx) => {
    const word = await lockVisibleWord(tx, user, id);
    assertCanModify(user, word);
    if (version !== undefined && version !== word.version) throw staleVersion();
    const current = await senseIdsOf(tx, id);
    const same =
      senseIds.length === current.length &&
      new Set(senseIds).size === senseIds.length &&
      senseIds.every((s) => current.includes(s));
    if (!same) throw badRequest('senseOrderMismatch');
    await reorderSenses(tx, id, senseIds);
    await tx.update(localWords).set(nextVersion).where(eq(localWords.id, id));
  });
  return entry(db, id, user);
}

/**
 * Approves or rejects a word. A rejection may say why (`reason`, for the submitter); an approval
 * clears a reason an earlier rejection left.
 */
export async function setWordStatus(
  db: Db,
  reviewer: UserRow,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null = null,
): Promise<WordEntry> {
  try {
    await db.transaction(async (tx) => {
      await lockVisibleWord(tx, reviewer, id);
      await tx
        .update(localWords)
        .set({
          status,
          reviewedBy: reviewer.id,
          reviewedAt: Date.now(),
          rejectionReason: status === 'rejected' ? reason : null,
        })
        .where(eq(localWords.id, id));
      // Approved, its typed glosses go public; rejected, those no other word uses go.
      await settleGlosses(tx, await privateGlossesOfWord(tx, id));
    });
  } catch (error) {
    // Approving a rejected word whose spelling was published since would make a duplicate.
    throw asDuplicate(error);
  }
  return entry(db, id, reviewer);
}

/**
 * Puts a rejected word back in the moderation queue (pending), for another review. Its rejection
 * reason stays, so its submitter, who may edit it again, knows what to change. Only a rejected
 * word: 409 otherwise; 409 WORD_DUPLICATE if the same word was submitted or published since.
 */
export async function reopenWord(db: Db, moderator: UserRow, id: number): Promise<WordEntry> {
  try {
    await db.transaction(async (tx) => {
      const word = await lockVisibleWord(tx, moderator, id);
      if (word.status !== 'rejected') throw new AppError('CONFLICT', 409, 'wordNotRejected');
      await tx.update(localWords).set({ status: 'pending' }).where(eq(localWords.id, id));
      // Its typed glosses, removed with the rejection, are a pending word's again.
      await settleGlosses(tx, await privateGlossesOfWord(tx, id));
    });
  } catch (error) {
    throw asDuplicate(error);
  }
  return entry(db, id, moderator);
}

/**
 * Expressions whose only word this is are deleted with it, the others are unlinked; a
 * first call without `force` only reports them. Deletes are soft (restorable until a purge), so
 * the audio files stay with the rows.
 */
export async function deleteWord(
  db: Db,
  user: UserRow,
  id: number,
  force: boolean,
): Promise<DeleteWordResult> {
  return db.transaction(async (tx) => {
    const word = await lockVisibleWord(tx, user, id);
    assertCanModify(user, word);
    const linked = await expressionsLinkedToWord(tx, id);
    const { toDelete, toUnlink } = expressionsLeavingWithWord(linked);
    if (linked.length > 0 && !force) {
      const ref = ({ id, expression, localText }: (typeof linked)[number]) => ({
        id,
        expression,
        localText,
      });
      return {
        requiresConfirmation: true as const,
        totalExpressions: linked.length,
        expressionsToDelete: toDelete.map(ref),
        expressionsToUnlink: toUnlink.map(ref),
      };
    }
    const glosses = await privateGlossesOfWord(tx, id);
    await softDeleteWord(tx, id, linked);
    await settleGlosses(tx, glosses);
    return { deletedExpressions: toDelete.length, unlinkedExpressions: toUnlink.length };
  });
}

/** Empties one audio slot; the file goes once the word no longer points at it. */
export async function deleteWordAudio(deps: WordsDeps, user: UserRow, id: number, slot: 1 | 2) {
  const removed = await deps.db.transaction(async (tx) => {
    const word = await lockVisibleWord(tx, user, id);
    assertCanModify(user, word);
    const url = slot === 1 ? word.audioUrl : word.audioUrl2;
    if (!url) throw notFound('audioNotFound');
    await tx
      .update(localWords)
      .set(slot === 1 ? { audioUrl: null } : { audioUrl2: null })
      .where(eq(localWords.id, id));
    return url;
  });
  await removeQuietly(deps, [removed]);
}
