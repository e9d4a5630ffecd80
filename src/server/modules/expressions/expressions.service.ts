import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { randomCode } from '@server/db/random-code';
import { expressions } from '@server/db/schema/expressions';
import { AppError, badRequest, notFound } from '@server/http/app-error';
import { tooManyFiles, type AudioUpload } from '@server/http/audio-upload';
import { visibleWords } from '@server/modules/search/visibility';
import type { UserRow } from '@server/modules/users/users.repository';
import { findWord } from '@server/modules/words/words.repository';
import type { Storage } from '@server/storage/storage';
import { removeQuietly, storeUploads } from '@server/storage/uploads';
import { searchableFold } from '@shared/schemas/common';
import type {
  Expression,
  ExpressionInput,
  ExpressionUpdate,
  PaginatedExpressions,
} from '@shared/schemas/expressions';
import { AUDIO_MAX_FILES } from '@shared/upload';
import { presentExpression } from './expressions.presenter';
import {
  countLiveWords,
  expressionIdsOfWord,
  expressionSearch,
  liveExpressionExists,
  liveLanguageExists,
  liveLocalityExists,
  loadExpressions,
  lockExpression,
  pageExpressionIds,
  replaceLinks,
  type ExpressionRow,
} from './expressions.repository';

export interface ExpressionsDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

const expressionNotFound = () => notFound('expressionNotFound');
const audioRequired = (onEdit: boolean, status = 400) =>
  new AppError(
    'AUDIO_REQUIRED',
    status,
    onEdit ? 'expressionAudioRequiredOnEdit' : 'expressionAudioRequired',
  );

/** Expressions as `user` sees them: linked words they may not see are left out. */
const present = async (db: Db, ids: number[], user: UserRow | null) =>
  (await loadExpressions(db, ids, visibleWords(user))).map(presentExpression);

async function one(db: Db, id: number, user: UserRow | null): Promise<Expression> {
  const [expression] = await present(db, [id], user);
  if (!expression) throw expressionNotFound();
  return expression;
}

// --- Reads -------------------------------------------------------------------------------------

export async function pageExpressions(
  db: Db,
  user: UserRow | null,
  query: { page: number; limit: number; search: string },
): Promise<PaginatedExpressions> {
  const { page, limit } = query;
  const offset = (page - 1) * limit;
  const searching = searchableFold(query.search) !== null;
  let { ids, total } = await pageExpressionIds(db, {
    limit,
    offset,
    search: searching ? expressionSearch(query.search) : null,
  });
  // Typo-tolerant matching only when the text matched nowhere: near misses are a help when
  // there is nothing else, noise next to real matches.
  if (searching && total === 0) {
    ({ ids, total } = await pageExpressionIds(db, {
      limit,
      offset,
      search: expressionSearch(query.search, true),
    }));
  }
  return {
    data: await present(db, ids, user),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

export async function getExpression(db: Db, user: UserRow | null, id: number) {
  if (!(await liveExpressionExists(db, id))) throw expressionNotFound();
  return one(db, id, user);
}

/** The expressions that use a word, for its page; a word the caller may not see is a 404. */
export async function expressionsOfWord(db: Db, user: UserRow | null, wordId: number) {
  if (!(await findWord(db, wordId, visibleWords(user)))) throw notFound('wordNotFound');
  return present(db, await expressionIdsOfWord(db, wordId), user);
}

// --- Writes ------------------------------------------------------------------------------------

/** The places and words an expression points at must exist (400 otherwise). */
async function assertReferences(tx: Db, input: ExpressionInput) {
  if (input.languageId !== undefined && !(await liveLanguageExists(tx, input.languageId))) {
    throw badRequest('unknownLanguage');
  }
  if (input.localityId !== undefined && !(await liveLocalityExists(tx, input.localityId))) {
    throw badRequest('unknownLocality');
  }
  if ((await countLiveWords(tx, input.localWordIds)) !== input.localWordIds.length) {
    throw badRequest('unknownWords');
  }
}

const fields = (input: ExpressionInput) => ({
  languageId: input.languageId ?? null,
  localityId: input.localityId ?? null,
  expression: input.expression,
  localText: input.localText,
  description: input.description,
});

export async function createExpression(
  deps: ExpressionsDeps,
  user: UserRow,
  input: ExpressionInput,
  files: AudioUpload[],
): Promise<Expression> {
  if (files.length === 0) throw audioRequired(false);
  const stored = await storeUploads(deps, files);
  const urls = stored.map((s) => s.url);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      await assertReferences(tx, input);
      const [row] = await tx
        .insert(expressions)
        .values({
          ...fields(input),
          code: randomCode('EXP'),
          audio1Url: urls[0]!,
          audio2Url: urls[1] ?? null,
        })
        .returning({ id: expressions.id });
      await replaceLinks(tx, row!.id, input.localWordIds);
      return row!.id;
    });
  } catch (error) {
    await removeQuietly(deps, urls);
    throw error;
  }
  return one(deps.db, id, user);
}

/**
 * The audio an update leaves: the stored slots marked kept, in
 * slot order, then the new files in the order sent; between one and two of them.
 */
function audioAfterUpdate(
  current: Pick<ExpressionRow, 'audio1Url' | 'audio2Url'>,
  input: ExpressionUpdate,
  newCount: number,
) {
  const kept = [
    input.keepExistingAudio1 ? current.audio1Url : null,
    input.keepExistingAudio2 ? current.audio2Url : null,
  ].filter((u): u is string => !!u);
  if (kept.length + newCount > AUDIO_MAX_FILES) throw tooManyFiles();
  if (kept.length + newCount === 0) throw audioRequired(true);
  return kept;
}

export async function updateExpression(
  deps: ExpressionsDeps,
  user: UserRow,
  id: number,
  input: ExpressionUpdate,
  files: AudioUpload[],
): Promise<Expression> {
  // Checked before storing anything, and again on the locked row below.
  const [before] = await loadExpressions(deps.db, [id], visibleWords(user));
  if (!before || before.expression.isDeleted) throw expressionNotFound();
  audioAfterUpdate(before.expression, input, files.length);

  const stored = (await storeUploads(deps, files)).map((s) => s.url);
  let dropped: string[];
  try {
    dropped = await deps.db.transaction(async (tx) => {
      const current = await lockExpression(tx, id);
      if (!current) throw expressionNotFound();
      const audio = [...audioAfterUpdate(current, input, stored.length), ...stored];
      await assertReferences(tx, input);
      await tx
        .update(expressions)
        .set({ ...fields(input), audio1Url: audio[0]!, audio2Url: audio[1] ?? null })
        .where(eq(expressions.id, id));
      await replaceLinks(tx, id, input.localWordIds);
      return [current.audio1Url, current.audio2Url].filter(
        (u): u is string => !!u && !audio.includes(u),
      );
    });
  } catch (error) {
    // The old audio and links are untouched: only this request's files go.
    await removeQuietly(deps, stored);
    throw error;
  }
  await removeQuietly(deps, dropped);
  return one(deps.db, id, user);
}

/** Soft delete, like words: the row and its audio stay restorable until a purge. */
export async function deleteExpression(db: Db, id: number) {
  const [row] = await db
    .update(expressions)
    .set({ isDeleted: true })
    .where(and(eq(expressions.id, id), eq(expressions.isDeleted, false)))
    .returning({ id: expressions.id });
  if (!row) throw expressionNotFound();
}

/**
 * Empties one audio slot at once, not on save; the second recording moves up when the first goes,
 * since an expression always has a first one. Its last recording cannot go: 409.
 */
export async function deleteExpressionAudio(
  deps: ExpressionsDeps,
  user: UserRow,
  id: number,
  slot: 1 | 2,
): Promise<Expression> {
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockExpression(tx, id);
    if (!current) throw expressionNotFound();
    const url = slot === 1 ? current.audio1Url : current.audio2Url;
    if (!url) throw notFound('audioNotFound');
    const remaining = slot === 1 ? current.audio2Url : current.audio1Url;
    if (!remaining) throw audioRequired(true, 409);
    await tx
      .update(expressions)
      .set({ audio1Url: remaining, audio2Url: null })
      .where(eq(expressions.id, id));
    return url;
  });
  await removeQuietly(deps, [removed]);
  return one(deps.db, id, user);
}
