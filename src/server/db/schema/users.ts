import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { epochMs, id, tracked } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed and lower-cased, so the unique constraint is case-insensitive. */
    email: varchar('email', { length: 255 }).notNull().unique(),
    name: varchar('name', { length: 255 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull().default('editor'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    lastLogin: epochMs('last_login'),
    ...tracked(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('admin', 'editor', 'contributor')`),
    check('users_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

/** Server-side sessions: the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: epochMs('expires_at').notNull(),
    lastSeenAt: epochMs('last_seen_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    ...tracked(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (its required shape: key, points, expire),
 * kept in the database so that every app instance sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { mode: 'date', withTimezone: true }),
});
