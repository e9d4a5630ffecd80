import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { dictionaryJobs, type JobNote } from '@server/db/schema/dictionary';
import type { DictionarySide, JobKind } from '@shared/schemas/dictionary';

export type DictionaryJobRow = typeof dictionaryJobs.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;

/**
 * Queued or running jobs that touch `side`: its own and sync-both's (which works on both); for
 * sync-both (side null), every one.
 */
export async function activeJobs(db: Db, side: DictionarySide | null) {
  const active = inArray(dictionaryJobs.state, [...ACTIVE]);
  return db
    .select()
    .from(dictionaryJobs)
    .where(
      side === null
        ? active
        : and(active, or(eq(dictionaryJobs.side, side), isNull(dictionaryJobs.side))),
    )
    .orderBy(dictionaryJobs.id);
}

export async function insertJob(db: Db, values: typeof dictionaryJobs.$inferInsert) {
  const [row] = await db.insert(dictionaryJobs).values(values).returning();
  return row!;
}

export async function findJob(db: Db, id: number) {
  const [row] = await db.select().from(dictionaryJobs).where(eq(dictionaryJobs.id, id));
  return row ?? null;
}

/** The latest job of a kind (and side, for the kinds that have one). */
export async function latestJob(db: Db, kind: JobKind, side: DictionarySide | null) {
  const [row] = await db
    .select()
    .from(dictionaryJobs)
    .where(
      and(
        eq(dictionaryJobs.kind, kind),
        side === null ? isNull(dictionaryJobs.side) : eq(dictionaryJobs.side, side),
      ),
    )
    .orderBy(desc(dictionaryJobs.id))
    .limit(1);
  return row ?? null;
}

export const jobsInFlight = (db: Db) =>
  db
    .select()
    .from(dictionaryJobs)
    .where(inArray(dictionaryJobs.state, [...ACTIVE]))
    .orderBy(dictionaryJobs.id);

const appendNotes = (notes: JobNote[]) =>
  sql`${dictionaryJobs.notes} || ${JSON.stringify(notes)}::jsonb`;

/** What a job's progress write changes: counters added to, fields set, notes appended. */
export interface JobProgress {
  add?: Partial<
    Record<'imported' | 'errors' | 'relationsCreated' | 'updatedCount' | 'wordsAdded', number>
  >;
  total?: number;
  currentWord?: string | null;
  params?: Record<string, unknown>;
  notes?: JobNote[];
}

/**
 * Writes a running job's progress, only while this attempt owns it (the row still exists, is
 * running, and names this pg-boss job): the updated row, or null when it does not.
 */
export async function writeProgress(db: Db, id: number, bossJobId: string, progress: JobProgress) {
  const counter = (column: AnyColumn, n: number | undefined) =>
    n ? sql`${column} + ${n}` : undefined;
  const { add = {} } = progress;
  const [row] = await db
    .update(dictionaryJobs)
    .set({
      imported: counter(dictionaryJobs.imported, add.imported),
      errors: counter(dictionaryJobs.errors, add.errors),
      relationsCreated: counter(dictionaryJobs.relationsCreated, add.relationsCreated),
      updatedCount: counter(dictionaryJobs.updatedCount, add.updatedCount),
      wordsAdded: counter(dictionaryJobs.wordsAdded, add.wordsAdded),
      total: progress.total,
      currentWord: progress.currentWord,
      params: progress.params,
      notes: progress.notes?.length ? appendNotes(progress.notes) : undefined,
      // Always set: a batch may change no counter, and the row says when it last moved.
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(dictionaryJobs.id, id),
        eq(dictionaryJobs.bossJobId, bossJobId),
        eq(dictionaryJobs.state, 'running'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Claims a queued or running row for this attempt: running, started, with a note if resumed. */
export async function markRunning(db: Db, id: number, bossJobId: string, notes: JobNote[]) {
  const [row] = await db
    .update(dictionaryJobs)
    .set({
      state: 'running',
      startedAt: sql`coalesce(${dictionaryJobs.startedAt}, (extract(epoch from clock_timestamp()) * 1000)::bigint)`,
      notes: notes.length ? appendNotes(notes) : undefined,
    })
    .where(
      and(
        eq(dictionaryJobs.id, id),
        eq(dictionaryJobs.bossJobId, bossJobId),
        inArray(dictionaryJobs.state, [...ACTIVE]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends a job (completed, failed or interrupted) if it is still queued or running. */
export async function finishJob(
  db: Db,
  id: number,
  state: 'completed' | 'failed' | 'interrupted',
  extra: { total?: number; notes?: JobNote[]; message?: string | null; bossJobId?: string } = {},
) {
  const [row] = await db
    .update(dictionaryJobs)
    .set({
      state,
      total: extra.total,
      message: extra.message,
      notes: extra.notes?.length ? appendNotes(extra.notes) : undefined,
      currentWord: state === 'completed' ? null : undefined,
      finishedAt: Date.now(),
    })
    .where(
      and(
        eq(dictionaryJobs.id, id),
        inArray(dictionaryJobs.state, [...ACTIVE]),
        extra.bossJobId ? eq(dictionaryJobs.bossJobId, extra.bossJobId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
