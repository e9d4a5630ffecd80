import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { AuditFilters, AuditPage, AuditQuerySchema } from '@shared/schemas/audit';
import { presentAuditEntry } from './audit.presenter';
import { auditNames, pageAuditRows } from './audit.repository';

export async function pageAudit(
  db: Db,
  query: z.output<typeof AuditQuerySchema>,
): Promise<AuditPage> {
  const { page, limit, ...filters } = query;
  const { rows, total } = await pageAuditRows(db, filters, { limit, offset: (page - 1) * limit });
  return {
    data: rows.map(presentAuditEntry),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

export const auditFilters = (db: Db): Promise<AuditFilters> => auditNames(db);
