import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { recoveryCodes, sessions, signInChallenges, users } from '@server/db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The live account with this e-mail (a deleted account's e-mail may belong to a new one). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isDeleted, false)))
    .limit(1);
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isDeleted, false)));
  return row;
}

/** Every live account, oldest first (the superadmin, created at first start, leads). */
export function listUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.isDeleted, false))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Signs the user out everywhere: their next request with any old cookie is anonymous (401). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  // A sign-in halfway through (password right, second factor pending) must not finish either.
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Soft-deletes the account: the row stays, so the words it submitted or reviewed and the audit
 * entries still name it, but it can no longer sign in (sessions and pending sign-ins end now), its
 * two-factor secrets and recovery codes go, and its e-mail is free for a new account.
 */
export async function softDeleteUser(db: Db, id: number): Promise<void> {
  await updateUser(db, id, {
    isDeleted: true,
    twoFactorEnabled: false,
    totpSecret: null,
    totpPendingSecret: null,
  });
  await deleteRecoveryCodes(db, id);
  await deleteUserSessions(db, id);
}
