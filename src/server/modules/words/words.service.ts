import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { randomCode } from '@server/db/random-code';
import { englishWords, frenchWords } from '@server/db/schema/dictionary';
import { localWords } from '@server/db/schema/words';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '@server/http/app-error';
import type { AudioUpload } from '@server/http/audio-upload';
import { searchWordIds } from '@server/modules/search/search.service';
import { visibleWords } from '@server/modules/search/visibility';
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
import { canAccess, type Role } from '@shared/roles';
import { searchableFold } from '@shared/schemas/common';
import { presentWordEntry } from './words.presenter';
import {
  duplicateExists,
  expressionsOfWord,
  findSameDictionaryEntry,
  findWord,
  findWordIdsBySlug,
  firstLetters,
  startsWithLetter,
  insertDictionaryEntry,
  languageLocalityNames,
  linkFrenchEnglish,
  liveDictionaryEntry,
  liveLanguageCode,
  loadEntries,
  lockWord,
  oldestWordIds,
  pageWordIds,
  replaceExamples,
  softDeleteExpressions,
  unlinkWordFromExpressions,
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

const entries = async (db: Db, ids: number[], viewer: UserRow | null) =>
  (await loadEntries(db, ids)).map((row) => presentWordEntry(row, viewer));

// --- Reads -------------------------------------------------------------------------------------

export async function listWords(db: Db, user: UserRow | null): Promise<WordEntry[]> {
  const { ids } = await pageWordIds(db, visibleWords(user), WORD_LIST_CAP, 0);
  return entries(db, ids, user);
}

export async function pageWords(
  db: Db,
  user: UserRow | null,
  query: {
    page: number;
    limit: number;
    search: string;
    match?: 'all' | 'local';
    languageId?: number;
    status?: WordStatus;
    letter?: string;
  },
): Promise<PaginatedWords> {
  const { page, limit, search, match, languageId, status, letter } = query;
  const offset = (page - 1) * limit;
  const visibility = visibleWords(user);
  const filters = and(
    languageId === undefined ? undefined : eq(localWords.languageId, languageId),
    status === undefined ? undefined : eq(localWords.status, status),
    letter === undefined ? undefined : startsWithLetter(letter),
  );
  const { ids, total } =
    searchableFold(search) !== null
      ? await searchWordIds(db, {
          q: search,
          limit,
          offset,
          visibility,
          filters,
          localOnly: match === 'local',
        })
      : await pageWordIds(db, and(visibility, filters)!, limit, offset);
  return {
    data: await entries(db, ids, user),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** GET /api/words/letters: the first letters a browse by letter can offer. */
export async function wordLetters(db: Db, user: UserRow | null, languageId?: number) {
  return {
    letters: await firstLetters(
      db,
      and(
        visibleWords(user),
        languageId === undefined ? undefined : eq(localWords.languageId, languageId),
      )!,
    ),
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
  return entries(db, ids, user);
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
    (await entries(db, ids, user)).map(async (word) => ({
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

const isStaff = (user: UserRow) => canAccess(user.role as Role, 'moderation');

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

type Side = typeof frenchWords | typeof englishWords;

/** An existing reference entry by id, or the typed one (reused when already there, else created). */
async function resolveGloss(
  tx: Db,
  table: Side,
  id: number | undefined,
  typed: {
    word: string | null;
    definition: string | null;
    partOfSpeech: string | null;
    pronunciation: string | null;
  },
  unknown: 'unknownFrenchWord' | 'unknownEnglishWord',
) {
  if (id !== undefined) {
    if (!(await liveDictionaryEntry(tx, table, id))) throw badRequest(unknown);
    return id;
  }
  if (typed.word === null) return null;
  const same = await findSameDictionaryEntry(tx, table, typed.word, typed.definition);
  if (same) return same.id;
  return (await insertDictionaryEntry(tx, table, { ...typed, word: typed.word })).id;
}

async function resolveGlosses(tx: Db, input: WordInput) {
  const frenchId = await resolveGloss(
    tx,
    frenchWords,
    input.frenchId,
    {
      word: input.frenchWord,
      definition: input.frenchDefinition,
      partOfSpeech: input.frenchPartOfSpeech,
      pronunciation: input.frenchPronunciation,
    },
    'unknownFrenchWord',
  );
  const englishId = await resolveGloss(
    tx,
    englishWords,
    input.englishId,
    {
      word: input.englishWord,
      definition: input.englishDefinition,
      partOfSpeech: input.englishPartOfSpeech,
      pronunciation: input.englishPronunciation,
    },
    'unknownEnglishWord',
  );
  if (frenchId !== null && englishId !== null) await linkFrenchEnglish(tx, frenchId, englishId);
  return { frenchId, englishId };
}

const slotOf = (field: string): 1 | 2 => (field === 'audio2' ? 2 : 1);

/** Stores uploads before the transaction, with the slot each fills. */
const storeSlots = async (deps: WordsDeps, files: AudioUpload[]) =>
  (await storeUploads(deps, files)).map((s) => ({ slot: slotOf(s.field), url: s.url }));

function assertOneFilePerSlot(files: AudioUpload[]) {
  const fields = files.map((f) => f.field);
  if (new Set(fields).size !== fields.length) {
    throw new AppError('TOO_MANY_FILES', 400, 'tooManyFiles');
  }
}

export async function createWord(
  deps: WordsDeps,
  user: UserRow,
  input: WordInput,
  files: AudioUpload[],
): Promise<WordEntry> {
  const { db } = deps;
  assertOneFilePerSlot(files);
  // On creation the files fill the slots in order, whatever their field names.
  const stored = await storeSlots(deps, files);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const languageCode = await liveLanguageCode(tx, input.languageId);
      if (!languageCode) throw badRequest('unknownLanguage');
      if (await duplicateExists(tx, input.languageId, input.localWord)) throw duplicateWord();
      const glosses = await resolveGlosses(tx, input);
      const now = Date.now();
      const [row] = await tx
        .insert(localWords)
        .values({
          languageId: input.languageId,
          localWord: input.localWord,
          duplicateKey: wordKey(input.localWord),
          code: randomCode(languageCode),
          pronunciation: input.pronunciation,
          notes: input.notes,
          ...glosses,
          audioUrl: stored[0]?.url ?? null,
          audioUrl2: stored[1]?.url ?? null,
          // Contributors' submissions wait for moderation; staff publish directly.
          status: isStaff(user) ? 'approved' : 'pending',
          submittedBy: user.id,
          reviewedBy: isStaff(user) ? user.id : null,
          reviewedAt: isStaff(user) ? now : null,
        })
        .returning({ id: localWords.id });
      await replaceExamples(tx, row!.id, input.examples);
      return row!.id;
    });
  } catch (error) {
    await removeQuietly(
      deps,
      stored.map((s) => s.url),
    );
    throw asDuplicate(error);
  }
  return entry(db, id, user);
}

export async function updateWord(
  deps: WordsDeps,
  user: UserRow,
  id: number,
  input: WordInput,
  files: AudioUpload[],
): Promise<WordEntry> {
  const { db } = deps;
  assertOneFilePerSlot(files);
  const stored = await storeSlots(deps, files);
  let replaced: (string | null)[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const word = await lockVisibleWord(tx, user, id);
      assertCanModify(user, word);
      if (!(await liveLanguageCode(tx, input.languageId))) throw badRequest('unknownLanguage');
      if (await duplicateExists(tx, input.languageId, input.localWord, id)) throw duplicateWord();
      const glosses = await resolveGlosses(tx, input);
      const slot1 = stored.find((s) => s.slot === 1)?.url;
      const slot2 = stored.find((s) => s.slot === 2)?.url;
      await tx
        .update(localWords)
        .set({
          languageId: input.languageId,
          localWord: input.localWord,
          duplicateKey: wordKey(input.localWord),
          pronunciation: input.pronunciation,
          notes: input.notes,
          ...glosses,
          ...(slot1 ? { audioUrl: slot1 } : {}),
          ...(slot2 ? { audioUrl2: slot2 } : {}),
        })
        .where(eq(localWords.id, id));
      await replaceExamples(tx, id, input.examples);
      return [slot1 ? word.audioUrl : null, slot2 ? word.audioUrl2 : null];
    });
  } catch (error) {
    await removeQuietly(
      deps,
      stored.map((s) => s.url),
    );
    throw asDuplicate(error);
  }
  await removeQuietly(deps, replaced);
  return entry(db, id, user);
}

export async function setWordStatus(
  db: Db,
  reviewer: UserRow,
  id: number,
  status: 'approved' | 'rejected',
): Promise<WordEntry> {
  try {
    await db.transaction(async (tx) => {
      await lockVisibleWord(tx, reviewer, id);
      await tx
        .update(localWords)
        .set({ status, reviewedBy: reviewer.id, reviewedAt: Date.now() })
        .where(eq(localWords.id, id));
    });
  } catch (error) {
    // Approving a rejected word whose spelling was published since would make a duplicate.
    throw asDuplicate(error);
  }
  return entry(db, id, reviewer);
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
    const linked = await expressionsOfWord(tx, id);
    const toDelete = linked.filter((e) => e.otherWords === 0);
    const toUnlink = linked.filter((e) => e.otherWords > 0);
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
    await softDeleteExpressions(
      tx,
      toDelete.map((e) => e.id),
    );
    await unlinkWordFromExpressions(
      tx,
      id,
      toUnlink.map((e) => e.id),
    );
    await tx.update(localWords).set({ isDeleted: true }).where(eq(localWords.id, id));
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
