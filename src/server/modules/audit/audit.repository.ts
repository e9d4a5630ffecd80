import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema/users';
import type { AuditQuerySchema } from '@shared/schemas/audit';

export type AuditRow = typeof auditLog.$inferSelect;
type Filters = Omit<z.output<typeof AuditQuerySchema>, 'page' | 'limit'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.userId === undefined ? undefined : eq(auditLog.userId, filters.userId),
    filters.user ? ilike(auditLog.userEmail, `%${escapeLike(filters.user)}%`) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.to === undefined ? undefined : lt(auditLog.at, filters.to),
  ];
  return and(...conditions);
}

/** A page of entries, newest first, and how many match. */
export async function pageAuditRows(
  db: Db,
  filters: Filters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The entities and actions the log holds, by name. */
export async function auditNames(db: Db) {
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ name: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ name: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { entities: entities.map((e) => e.name), actions: actions.map((a) => a.name) };
}
