import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema/users';
import { SESSION_TOUCH_INTERVAL_MINUTES } from '@server/env';
import type { UserRow } from '@server/modules/users/users.repository';

export const SESSION_COOKIE = 'maneno_session';
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = SESSION_TOUCH_INTERVAL_MINUTES * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionContext {
  ip?: string;
  userAgent?: string;
}

export async function createSession(db: Db, userId: number, ttlMs: number, ctx: SessionContext) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: now + ttlMs,
    lastSeenAt: now,
    ip: ctx.ip?.slice(0, 64),
    userAgent: ctx.userAgent?.slice(0, 512),
  });
  return { token, expiresAt: now + ttlMs };
}

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
}

/**
 * The session and its user, if the token is known, unexpired (its absolute limit, set at
 * sign-in and never extended), not idle longer than `idleMs`, and the user active. An idle
 * session is deleted when met, so it cannot come back if the limit is raised later.
 */
export async function findActiveSession(
  db: Db,
  token: string,
  idleMs: number,
): Promise<ActiveSession | undefined> {
  const now = Date.now();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  if (now - row.session.lastSeenAt >= idleMs) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return undefined;
  }
  if (row.user.isDeleted || row.user.status !== 'active') return undefined;
  if (now - row.session.lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user but one (e.g. the one that just changed the password). */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: number) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, Date.now()));
}
