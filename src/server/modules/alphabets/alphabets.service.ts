/**
 * A language's alphabet (decision 031): read by anyone, changed by the people who edit languages.
 * A change bumps the alphabet's version and brings every word's sort key to it: in the same
 * transaction for a language of a few thousand words, else by a job (alphabet-keys.job.ts), during
 * which another change is refused.
 */
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { AppError, badRequest, notFound } from '@server/http/app-error';
import { alphabetProblem, alphabetToWire, toAlphabet, type Alphabet } from '@shared/alphabet';
import type { AlphabetInputSchema, AlphabetView } from '@shared/schemas/alphabets';
import { queueRecompute, recomputeBatch, type AlphabetJobDeps } from './alphabet-keys.job';
import {
  findAlphabetRow,
  keyProgress,
  wordCountUpTo,
  writeAlphabet,
  type AlphabetRow,
} from './alphabets.repository';

/** Up to this many words (deleted ones too), a change recomputes the keys before it answers. */
export const ALPHABET_INLINE_LIMIT = 2000;

export interface AlphabetDeps extends AlphabetJobDeps {
  /** ALPHABET_INLINE_LIMIT; tests lower it to reach the job without thousands of rows. */
  inlineLimit: number;
}

export type AlphabetChange =
  | { status: 200; alphabet: AlphabetView }
  | { status: 202; alphabet: AlphabetView & { jobId: string } };

async function present(db: Db, row: AlphabetRow): Promise<AlphabetView> {
  const wire = row.alphabet
    ? alphabetToWire(row.alphabet)
    : { letters: [], ignoreTones: true, variants: [] };
  return {
    defined: row.alphabet !== null,
    ...wire,
    version: row.version,
    recompute: row.recomputing
      ? { jobId: row.jobId, ...(await keyProgress(db, row.id, row.version)) }
      : null,
  };
}

export async function getAlphabet(db: Db, languageId: number): Promise<AlphabetView> {
  const row = await findAlphabetRow(db, languageId);
  if (!row) throw notFound('languageNotFound');
  return present(db, row);
}

const recomputing = (row: AlphabetRow) =>
  new AppError('ALPHABET_RECOMPUTING', 409, 'alphabetRecomputing', {}, { jobId: row.jobId });

/**
 * Makes `input` the language's alphabet (null: none, the folded Latin order). Refused whole when
 * it has a problem (400, naming the letter) or while the keys of an earlier change are being
 * recomputed (409). The same alphabet again changes nothing.
 */
export async function changeAlphabet(
  deps: AlphabetDeps,
  languageId: number,
  input: z.output<typeof AlphabetInputSchema> | null,
): Promise<AlphabetChange> {
  let next: Alphabet | null = null;
  if (input) {
    const problem = alphabetProblem(input.letters, input.variants);
    if (problem) throw badRequest(problem.key, 'params' in problem ? problem.params : undefined);
    next = toAlphabet(input);
  }
  return deps.db.transaction(async (tx) => {
    // Word writers hold this row for share while they compute a key: they wait for this change,
    // then key with its version.
    const row = await findAlphabetRow(tx, languageId, { lock: 'update' });
    if (!row) throw notFound('languageNotFound');
    if (isDeepStrictEqual(row.alphabet, next)) {
      return { status: 200 as const, alphabet: await present(tx, row) };
    }
    if (row.recomputing) throw recomputing(row);
    const changed: AlphabetRow = { ...row, alphabet: next, version: row.version + 1 };
    await writeAlphabet(tx, languageId, { alphabet: next, version: changed.version });
    if ((await wordCountUpTo(tx, languageId, deps.inlineLimit)) <= deps.inlineLimit) {
      let read: number;
      do read = await recomputeBatch(tx, languageId, changed);
      while (read > 0);
      return { status: 200 as const, alphabet: await present(tx, changed) };
    }
    const jobId = await queueRecompute(tx, deps.jobs, languageId);
    const view = await present(tx, { ...changed, recomputing: true, jobId });
    return { status: 202 as const, alphabet: { ...view, jobId } };
  });
}
