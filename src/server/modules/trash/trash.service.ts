/**
 * The trash (decision 032): deletions that can be undone for 90 days. Staff read it; admins
 * restore an item (exactly the rows its deletion took, live again) or purge it at once; the daily
 * purge removes, for good, the items 90 days old, with their recordings.
 */
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { AppError, conflict, notFound } from '@server/http/app-error';
import type { JobQueue } from '@server/jobs/job-queue';
import { queueRecompute, recomputeBatch } from '@server/modules/alphabets/alphabet-keys.job';
import {
  anyBehind,
  findAlphabetRow,
  wordCountUpTo,
} from '@server/modules/alphabets/alphabets.repository';
import { ALPHABET_INLINE_LIMIT } from '@server/modules/alphabets/alphabets.service';
import { findLanguageByName } from '@server/modules/languages/languages.repository';
import { privateGlossesOfTrash, settleGlosses } from '@server/modules/words/gloss-visibility';
import type { Storage } from '@server/storage/storage';
import { removeQuietly } from '@server/storage/uploads';
import { TRASH_RETENTION_MS, type TrashItem } from '@shared/schemas/trash';
import { presentTrashItem } from './trash.presenter';
import {
  addressesStillUsed,
  deleteTrashItem,
  expiredTrashItems,
  languagesOfItem,
  listTrashItems,
  lockTrashItem,
  missingLanguagesOfItem,
  purgeRowsOfItem,
  restoreRowsOfItem,
  type TrashItemRow,
} from './trash.repository';

export interface TrashDeps {
  db: Db;
  /** For the recompute job of a large language whose sort keys fell behind while in the trash. */
  jobs: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
}

export async function trashContents(db: Db): Promise<TrashItem[]> {
  return (await listTrashItems(db)).map(presentTrashItem);
}

/**
 * Brings the restored words' sort keys to their language's alphabet (decision 031). Keys are kept
 * current in the trash too (the recompute job includes deleted words), so this is a check that
 * finds nothing to do unless a job was cut short: then up to 2,000 words are keyed at once, a
 * larger language gets its job.
 */
async function settleSortKeys(tx: Db, jobs: JobQueue, languageIds: number[]) {
  for (const languageId of new Set(languageIds)) {
    const row = await findAlphabetRow(tx, languageId, { lock: 'update' });
    if (!row || row.recomputing || !(await anyBehind(tx, languageId, row.version))) continue;
    if ((await wordCountUpTo(tx, languageId, ALPHABET_INLINE_LIMIT)) <= ALPHABET_INLINE_LIMIT) {
      while ((await recomputeBatch(tx, languageId, row)) > 0);
    } else {
      await queueRecompute(tx, jobs, languageId);
    }
  }
}

/**
 * Makes the item's rows live again, exactly those its deletion took: a word deleted on its own
 * before its language stays deleted. Refused with 409 when a live language has since taken the
 * name of one it brings back (rename that one first), or when a row's language is still deleted.
 * The typed glosses of its words are settled again, as at their deletion.
 */
export function restoreTrashItem(deps: TrashDeps, id: number): Promise<TrashItemRow> {
  return deps.db.transaction(async (tx) => {
    const item = await lockTrashItem(tx, id);
    if (!item) throw notFound('trashItemNotFound');
    for (const language of await languagesOfItem(tx, id)) {
      const other = await findLanguageByName(tx, language.name);
      if (other) {
        throw conflict('trashLanguageNameTaken', { name: language.name, other: other.name });
      }
    }
    const missing = await missingLanguagesOfItem(tx, id);
    if (missing.length > 0) throw conflict('trashLanguageDeleted', { names: missing.join(', ') });
    const glosses = await privateGlossesOfTrash(tx, id);
    const words = await restoreRowsOfItem(tx, id);
    await settleGlosses(tx, glosses);
    await settleSortKeys(
      tx,
      deps.jobs,
      words.map((w) => w.languageId),
    );
    await deleteTrashItem(tx, id);
    return item;
  });
}

/**
 * Deletes the item's rows for good, then the recordings no row points at any more (a file a
 * running backup still copies waits for it; one left by a failure is swept as an orphan an hour
 * later, decision 028).
 */
export async function purgeTrashItem(deps: TrashDeps, id: number): Promise<TrashItemRow> {
  const { item, urls } = await deps.db.transaction(async (tx) => {
    const locked = await lockTrashItem(tx, id);
    if (!locked) throw notFound('trashItemNotFound');
    return { item: locked, urls: await purgeRowsOfItem(tx, id) };
  });
  const kept = await addressesStillUsed(deps.db, urls);
  await removeQuietly(
    deps,
    urls.filter((url) => !kept.has(url)),
  );
  return item;
}

/** What the audit log keeps of a restored or purged item: what it was. */
export const auditedItem = (item: TrashItemRow) => ({
  kind: item.kind,
  entityId: item.entityId,
  label: item.label,
});

/**
 * The daily purge: every item deleted 90 days ago or more goes for good, each in its own
 * transaction and with its own audit entry (by nobody: the retention did it). A failing item is
 * logged and tried again the next day; the others go on. `now` is the clock (tests move it).
 */
export async function purgeExpiredTrash(
  deps: TrashDeps,
  now = Date.now(),
  signal?: AbortSignal,
): Promise<TrashItemRow[]> {
  const purged: TrashItemRow[] = [];
  for (const id of await expiredTrashItems(deps.db, now - TRASH_RETENTION_MS)) {
    signal?.throwIfAborted();
    try {
      const item = await purgeTrashItem(deps, id);
      purged.push(item);
      await recordAudit(deps.db, {
        action: 'purge',
        entity: 'trash',
        entityId: item.id,
        changes: { ...auditedItem(item), expired: true },
        actor: null,
      });
    } catch (error) {
      // Gone meanwhile (restored or purged by someone else): nothing left to do.
      if (error instanceof AppError && error.statusCode === 404) continue;
      deps.log.error({ err: error, trashItem: id }, 'trash item not purged');
    }
  }
  if (purged.length > 0) {
    deps.log.info(
      { count: purged.length, items: purged.map((i) => `${i.kind} ${i.entityId} ${i.label}`) },
      'trash items purged after their retention',
    );
  }
  return purged;
}
