import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Not owned by `search_changes`: a restore truncates that table with `restart identity`, and a
 * sequence starting again would hide the restore's changes from an index that read past them.
 */
export const searchChangeSeq = pgSequence('search_change_seq');

/**
 * What the in-memory word search must read again (decision 046): one row per word (`w`), per
 * language whose deletion changed (`l`), or a reset (`r`, after a truncation), moved to a new
 * `seq` by statement triggers whenever a write changes what search sees. The row keeps the latest
 * change only, so the table never holds more rows than there are words. `xid` is the writing
 * transaction: a change committed after an index read past its `seq` is found by it.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    kind: varchar('kind', { length: 1 }).notNull(),
    id: integer('id').notNull(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('search_change_seq')`),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('search_changes_seq_idx').on(t.seq),
    index('search_changes_xid_idx').on(t.xid),
  ],
);
