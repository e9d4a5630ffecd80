/**
 * The reference dictionary's reads (word detail, cross-language groups) and the start of its jobs,
 * for the routes. Jobs themselves run in dictionary-jobs.service.ts.
 */
import type { Db } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import { foldQuery } from '@server/modules/search/search.service';
import { visibleWords } from '@server/modules/search/visibility';
import type { UserRow } from '@server/modules/users/users.repository';
import type {
  DictionarySide,
  DictionaryWord,
  EquivalencesPage,
  EquivalencesQuerySchema,
  ImportRequestSchema,
  JobKind,
  SyncDefinitionsRequestSchema,
} from '@shared/schemas/dictionary';
import type { z } from 'zod';
import { runFixDefinitions, runSyncDefinitions } from './definitions.service';
import { runImport } from './dictionary-import.service';
import { startJob, type JobDeps, type JobRunner } from './dictionary-jobs.service';
import { runSyncBoth } from './dictionary-sync.service';
import { findDictionaryWord, localEquivalents } from './dictionary-word.repository';
import { presentDictionaryWord, presentEquivalenceGroups } from './dictionary.presenter';
import { groupPage, groupWords } from './equivalences.repository';

/** What each kind of job runs. */
export const dictionaryRunners: Record<JobKind, JobRunner> = {
  import: runImport,
  'sync-both': runSyncBoth,
  'sync-definitions': runSyncDefinitions,
  'fix-definitions': runFixDefinitions,
};

export async function getDictionaryWord(
  db: Db,
  side: DictionarySide,
  id: number,
  user: UserRow | null,
): Promise<DictionaryWord> {
  const row = await findDictionaryWord(db, side, id);
  if (!row) throw new AppError('NOT_FOUND', 404, 'dictionaryWordNotFound');
  return presentDictionaryWord(row, await localEquivalents(db, side, id, visibleWords(user)));
}

export async function equivalences(
  db: Db,
  query: z.output<typeof EquivalencesQuerySchema>,
): Promise<EquivalencesPage> {
  const q = query.search ? foldQuery(query.search) : null;
  const page = await groupPage(
    db,
    { contains: q?.contains ?? null, languageId: query.languageId ?? null },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const keys = page.page.map((k) => ({
    fid: k.fid === null ? null : Number(k.fid),
    eid: k.eid === null ? null : Number(k.eid),
  }));
  return {
    data: presentEquivalenceGroups(keys, await groupWords(db, keys)),
    pagination: {
      total: Number(page.filtered),
      totalPages: Math.ceil(Number(page.filtered) / query.limit),
    },
    counters: {
      totalGroups: Number(page.totalGroups),
      multiLanguageGroups: Number(page.multiLanguageGroups),
      activeLanguages: Number(page.activeLanguages),
    },
  };
}

export function startImport(
  deps: JobDeps,
  user: UserRow,
  side: DictionarySide,
  { maxWords, sources }: z.output<typeof ImportRequestSchema>,
) {
  return startJob(deps, user, {
    kind: 'import',
    side,
    params: { maxWords, ...(sources ? { sources } : {}) },
    total: maxWords,
  });
}

export const startSyncBoth = (deps: JobDeps, user: UserRow) =>
  startJob(deps, user, { kind: 'sync-both', side: null, params: {}, total: 0 });

export function startSyncDefinitions(
  deps: JobDeps,
  user: UserRow,
  side: DictionarySide,
  { maxWords, sources }: z.output<typeof SyncDefinitionsRequestSchema>,
) {
  return startJob(deps, user, {
    kind: 'sync-definitions',
    side,
    params: { maxWords, ...(sources ? { sources } : {}) },
    total: 0,
  });
}

export const startFixDefinitions = (deps: JobDeps, user: UserRow, wordIds: number[]) =>
  startJob(deps, user, {
    kind: 'fix-definitions',
    side: 'french',
    params: { wordIds: [...new Set(wordIds)] },
    total: new Set(wordIds).size,
  });
