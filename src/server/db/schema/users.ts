import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES } from '@shared/roles';
import { epochMs, id, isOneOf, tracked } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /**
     * Stored trimmed and lower-cased, so the unique index is case-insensitive. Unique among live
     * accounts only: a deleted account keeps its row (words and audit entries still name it) and
     * its e-mail may be given to a new account (decision 019).
     */
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('editor'),
    status: varchar('status', { length: 20, enum: USER_STATUSES }).notNull().default('active'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * The TOTP secret once enrolment is confirmed, and the one being enrolled until then; stored
     * encrypted, never returned by any endpoint after enrolment.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    lastLogin: epochMs('last_login'),
    /** Set when an admin chose the password (or the server generated it): changed at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...tracked(),
  },
  (t) => [
    uniqueIndex('users_email_live_unique')
      .on(t.email)
      .where(sql`${t.isDeleted} = false`),
    check('users_role_check', isOneOf(t.role, ROLES)),
    check('users_status_check', isOneOf(t.status, USER_STATUSES)),
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
 * kept in the database so that every app instance sees the same counts: failed sign-ins and, on
 * PostgreSQL, public searches. UNLOGGED (migration 0014, which Drizzle cannot declare): a counter
 * write waits for no WAL flush, and a database crash starts the counts again.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { mode: 'date', withTimezone: true }),
});

/** One-time recovery codes of two-factor sign-in: only their hashes, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    usedAt: epochMs('used_at'),
    ...tracked(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and which now waits for its second factor: the browser holds
 * a random token, only its SHA-256 is stored; it expires within minutes and allows few attempts.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: epochMs('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...tracked(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Who did what, when: every create, update, delete and status change, every sign-in and
 * failed sign-in. The actor's e-mail is copied, so entries outlive a deleted user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** When it happened (epoch ms). */
    at: epochMs('at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 255 }),
    /** 'create', 'update', 'delete', 'status', 'sign-in', 'sign-in-failed', 'sign-out'... */
    action: varchar('action', { length: 40 }).notNull(),
    /** The resource: 'word', 'expression', 'language', 'user', 'session'... */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    /** The fields the change set, secrets left out ({ field: value }). */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    ...tracked(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
  ],
);
