import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { interchangeExports, languageContentVersions } from '@server/db/schema/exports';
import { wordLetterCounts } from '@server/db/schema/words';
import type { ExportAudience, ExportFormat } from '@shared/schemas/exports';

export interface ExportKey {
  languageId: number;
  format: ExportFormat;
  audience: ExportAudience;
}

export type ExportRow = typeof interchangeExports.$inferSelect;

/**
 * Where the language's content stands for this audience: one primary-key read (the triggers of
 * migration 0022 keep it). 0 for a language unchanged since the table was made.
 */
export async function contentVersion(
  db: Db,
  languageId: number,
  audience: ExportAudience,
): Promise<number> {
  const [row] = await db
    .select({ staff: languageContentVersions.staff, public: languageContentVersions.public })
    .from(languageContentVersions)
    .where(eq(languageContentVersions.languageId, languageId));
  return row ? row[audience] : 0;
}

const keyIs = (key: ExportKey) =>
  and(
    eq(interchangeExports.languageId, key.languageId),
    eq(interchangeExports.format, key.format),
    eq(interchangeExports.audience, key.audience),
  );

export async function findExport(
  db: Db,
  key: ExportKey,
  { lock = false } = {},
): Promise<ExportRow | undefined> {
  const query = db.select().from(interchangeExports).where(keyIs(key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The export's row, made if missing, held for update until the transaction ends. */
export async function lockExport(tx: Db, key: ExportKey): Promise<ExportRow> {
  await tx.insert(interchangeExports).values(key).onConflictDoNothing();
  return (await findExport(tx, key, { lock: true }))!;
}

export async function writeExport(
  tx: Db,
  key: ExportKey,
  values: Partial<Omit<ExportRow, keyof ExportKey>>,
): Promise<void> {
  await tx.update(interchangeExports).set(values).where(keyIs(key));
}

/** How many approved words the language has (its letter counts: a few rows). */
export async function approvedWordCount(db: Db, languageId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${wordLetterCounts.approved}), 0)`.mapWith(Number) })
    .from(wordLetterCounts)
    .where(eq(wordLetterCounts.languageId, languageId));
  return row?.n ?? 0;
}

/** Every built file a row names: what the work files' sweep must keep of `exports/`. */
export async function exportFileKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ key: interchangeExports.fileKey })
    .from(interchangeExports)
    .where(sql`${interchangeExports.fileKey} is not null`);
  return new Set(rows.map((r) => r.key!));
}
