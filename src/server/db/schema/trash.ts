import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { TRASH_KINDS } from '@shared/schemas/trash';
import { epochMs, id, isOneOf, tracked } from './columns';
import { users } from './users';

/**
 * One deletion that can be undone (decision 032): what it was of, who made it and when, and what
 * went with it. The rows it soft-deleted carry its id in their `trash_id` (languages, local_words,
 * expressions), so a restore brings back exactly those rows and no row deleted by another
 * deletion; the daily purge removes them for good 90 days after `deleted_at`.
 */
export const trashItems = pgTable(
  'trash_items',
  {
    id: id(),
    kind: varchar('kind', { length: 20, enum: TRASH_KINDS }).notNull(),
    /** The deleted row: a language's id for a language. */
    entityId: integer('entity_id').notNull(),
    /** Its name as it was when deleted, for the trash's list. */
    label: varchar('label', { length: 255 }).notNull(),
    /** How many live words, expressions and recordings went with it, counted at the deletion. */
    words: integer('words').notNull().default(0),
    expressions: integer('expressions').notNull().default(0),
    recordings: integer('recordings').notNull().default(0),
    deletedAt: epochMs('deleted_at').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The deleting user's e-mail, kept after the account is deleted (as the audit log keeps it). */
    deletedByEmail: varchar('deleted_by_email', { length: 255 }),
    ...tracked(),
  },
  (t) => [
    check('trash_items_kind_check', isOneOf(t.kind, TRASH_KINDS)),
    // The daily purge's range, and the list's order (newest first).
    index('trash_items_deleted_at_idx').on(t.deletedAt),
  ],
);
