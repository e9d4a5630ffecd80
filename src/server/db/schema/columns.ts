import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, text } from 'drizzle-orm/pg-core';

/** Epoch milliseconds, as the API's JSON carries them. */
export const epochMs = (name: string) => bigint(name, { mode: 'number' });

const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** createdAt/updatedAt and the sync fields, carried by every table. */
export const tracked = () => ({
  createdAt: epochMs('created_at').notNull().default(nowMs),
  updatedAt: epochMs('updated_at')
    .notNull()
    .default(nowMs)
    .$onUpdate(() => Date.now()),
  serverId: text('server_id'),
  lastSyncedAt: epochMs('last_synced_at'),
  syncStatus: text('sync_status').notNull().default('synced'),
  isDeleted: boolean('is_deleted').notNull().default(false),
});
