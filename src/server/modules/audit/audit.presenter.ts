import type { AuditEntry } from '@shared/schemas/audit';
import type { AuditRow } from './audit.repository';

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  changes: row.changes ?? null,
  ip: row.ip,
  user: {
    id: row.userId,
    email: row.userEmail,
    // The user id is cleared when the user is deleted (ON DELETE SET NULL), the e-mail kept; a
    // failed sign-in never had an id (its e-mail is the one tried).
    deleted: row.userId === null && row.userEmail !== null && !row.action.endsWith('-failed'),
  },
});
