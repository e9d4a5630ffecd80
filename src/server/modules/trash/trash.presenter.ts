import { TRASH_RETENTION_MS, type TrashItem } from '@shared/schemas/trash';
import type { TrashItemRow } from './trash.repository';

export const presentTrashItem = (row: TrashItemRow): TrashItem => ({
  id: row.id,
  kind: row.kind,
  entityId: row.entityId,
  label: row.label,
  words: row.words,
  expressions: row.expressions,
  recordings: row.recordings,
  deletedAt: row.deletedAt,
  deletedBy: row.deletedByEmail,
  purgeAt: row.deletedAt + TRASH_RETENTION_MS,
});
