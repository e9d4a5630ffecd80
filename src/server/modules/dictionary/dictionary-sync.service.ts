/**
 * Keeping the two dictionaries linked (decision 017). A discrepancy is a translation pair known to
 * the sources (FreeDict) of which at least one member is in the database, while no relation links
 * them (the counterpart is missing, or both are there unlinked). sync-both resolves every one:
 * it creates the missing counterparts and the relations.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import type { SyncDiscrepancies } from '@shared/schemas/dictionary';
import {
  cleanEntry,
  createMissing,
  discrepantPairs,
  linkPairs,
  missingMembers,
  type PairSpec,
} from './dictionary-import.repository';
import type { JobEnd, JobRun } from './dictionary-jobs.service';
import { relationIndex, type RelationPair } from './relation-pairs';
import { selectSources, type DictionarySourceSet } from './source-set';
import { completeEntry, availableSources } from './dictionary-import.service';

/** Pairs per batch (each batch commits with its progress). */
const SYNC_BATCH_SIZE = 500;

const toSpec = (pair: RelationPair): PairSpec | null => {
  const french = cleanEntry(pair.french);
  const english = cleanEntry(pair.english);
  return french && english ? { french, english, origin: pair.origin } : null;
};

/** The pairs the sources know that are discrepancies now, in the sources' order. */
export async function findDiscrepancies(db: Db, set: DictionarySourceSet) {
  const { index, unavailable } = await relationIndex(set);
  const specs = index.pairs.flatMap((p) => toSpec(p) ?? []);
  const ords = await discrepantPairs(db, specs);
  return { pairs: ords.map((o) => specs[o]!), unavailable };
}

/**
 * Counting is the cost of one look-up per pair and member (~0.5 s for 30,000 pairs over 170,000
 * entries on PGlite), and the sync panel asks every 5 s: the answer is kept while the dictionary
 * has no new entry, no relation more or less and no job that moved, and at most a minute (a
 * deleted entry changes none of those).
 */
const DISCREPANCIES_TTL_MS = 60_000;
const discrepancyCache = new WeakMap<
  Db,
  { set: DictionarySourceSet; key: string; at: number; value: SyncDiscrepancies }
>();

async function dictionaryFingerprint(db: Db) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select (select max(id) from french_words) as f, (select max(id) from english_words) as e,
      (select count(*) from french_english_relations) as r,
      (select max(updated_at) from dictionary_jobs) as j`,
  );
  return JSON.stringify(row);
}

export async function syncDiscrepancies(
  db: Db,
  set: DictionarySourceSet,
): Promise<SyncDiscrepancies> {
  const key = await dictionaryFingerprint(db);
  const cached = discrepancyCache.get(db);
  if (
    cached &&
    cached.set === set &&
    cached.key === key &&
    Date.now() - cached.at < DISCREPANCIES_TTL_MS
  ) {
    return cached.value;
  }
  const { pairs } = await findDiscrepancies(db, set);
  const value = { needsSync: pairs.length > 0, totalDiscrepancies: pairs.length };
  discrepancyCache.set(db, { set, key, at: Date.now(), value });
  return value;
}

/**
 * The sync-both job: every discrepancy resolved, in batches. `imported` counts the pairs done,
 * `wordsAdded` the counterparts created, `relationsCreated` the links. A resumed attempt finds
 * only the discrepancies left.
 */
export async function runSyncBoth(run: JobRun): Promise<JobEnd> {
  const set = run.deps.sources;
  const { pairs, unavailable } = await findDiscrepancies(run.db, set);
  if (!run.resumed) {
    for (const source of unavailable) await run.sourceUnavailable(source);
  }
  await run.progress({ total: run.row.imported + pairs.length });
  const lookups = {
    french: await availableSources(selectSources(set, 'french')),
    english: await availableSources(selectSources(set, 'english')),
  };
  for (let i = 0; i < pairs.length; i += SYNC_BATCH_SIZE) {
    run.checkpoint();
    const batch = pairs.slice(i, i + SYNC_BATCH_SIZE);
    let errors = 0;
    // Members missing now are completed from their side's sources before the transaction.
    for (const side of ['french', 'english'] as const) {
      for (const ord of await missingMembers(run.db, side, batch)) {
        errors += await completeEntry(batch[ord]![side], lookups[side], run.signal);
      }
    }
    run.checkpoint();
    await run.db.transaction(async (tx) => {
      let added = 0;
      for (const side of ['french', 'english'] as const) {
        added += await createMissing(
          tx,
          side,
          batch.map((p) => ({ entry: p[side], origin: p.origin })),
        );
      }
      const relations = await linkPairs(tx, batch);
      await run.progress(
        {
          add: { imported: batch.length, wordsAdded: added, relationsCreated: relations, errors },
          currentWord: batch.at(-1)!.french.word,
        },
        tx,
      );
    });
  }
  return {};
}
