/** The trash and deletion impacts as the API answers them. */
import {
  LanguageDeletionImpactsSchema,
  TRASH_RETENTION_MS,
  type LanguageDeletionImpacts,
  type TrashItem,
} from '@shared/schemas/trash';
import { apiHandler } from '../server';

const DELETED_AT = Date.UTC(2026, 10, 20, 9, 30);

/** A language in the trash, deleted by an admin, with what went with it. */
export function trashItem(overrides: Partial<TrashItem> = {}): TrashItem {
  const deletedAt = overrides.deletedAt ?? DELETED_AT;
  return {
    id: 1,
    kind: 'language',
    entityId: 7,
    label: 'Kikongo',
    words: 12,
    expressions: 3,
    recordings: 5,
    deletedAt,
    deletedBy: 'admin@example.org',
    purgeAt: deletedAt + TRASH_RETENTION_MS,
    ...overrides,
  };
}

/**
 * Answers GET /api/languages/deletion-impacts, which the languages screen reads for an editor
 * (by default: no language has words or expressions).
 */
export const answerDeletionImpacts = (impacts: LanguageDeletionImpacts = []) =>
  apiHandler('get', '/api/languages/deletion-impacts', LanguageDeletionImpactsSchema, impacts);
