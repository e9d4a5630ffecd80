import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { hashPassword } from '@server/auth/password';
import { AppError, badRequest, conflict, notFound } from '@server/http/app-error';
import type { ApiMessageKey } from '@shared/i18n/translate';
import type { User, UserCreate, UserCreated, UserUpdate } from '@shared/schemas/users';
import { presentUser } from './users.presenter';
import {
  deleteRecoveryCodes,
  deleteUserSessions,
  findUser,
  findUserByEmail,
  insertUser,
  listUsers,
  softDeleteUser,
  updateUser as writeUser,
  type NewUserRow,
  type UserRow,
} from './users.repository';

export interface UsersDeps {
  db: Db;
  superadminEmail: string;
}

/** 16 random bytes in base64url: 22 characters, shown once to the admin who created the account. */
export const generateOneTimePassword = () => randomBytes(16).toString('base64url');

/** An action on an account that the rules forbid whoever asks (403, 'Action interdite'). */
const refused = (key: ApiMessageKey) => new AppError('ACTION_FORBIDDEN', 403, key);
const emailTaken = () => conflict('userEmailTaken');

/** PostgreSQL's unique violation: two requests for one e-mail at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Runs a change that writes an e-mail; a race lost on the unique index is still a 409. */
async function withEmailCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const same = await findUserByEmail(db, email);
  if (same && same.id !== exceptId) throw emailTaken();
}

export async function allUsers(deps: UsersDeps): Promise<User[]> {
  return (await listUsers(deps.db)).map((row) => presentUser(row, deps.superadminEmail));
}

/**
 * Creates an account. Without a password the server generates one and returns it once; either
 * way the password is the admin's choice, not the user's, so it must be changed at first sign-in.
 */
export function createUser(deps: UsersDeps, input: UserCreate): Promise<UserCreated> {
  const oneTimePassword = input.password ? null : generateOneTimePassword();
  return withEmailCheck(() =>
    deps.db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const row = await insertUser(tx, {
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password ?? oneTimePassword!),
        role: input.role,
        status: input.status,
        mustChangePassword: true,
      });
      return { user: presentUser(row, deps.superadminEmail), oneTimePassword };
    }),
  );
}

/**
 * No change locks out the superadmin (e-mail, suspension, role), nor an admin's own account.
 * Credentials (password, second factor) are never changed here for oneself: the account pages ask
 * for the current password and end one's other sessions. Nor, by anyone else, for the superadmin:
 * another admin could otherwise sign in as the owner.
 */
function assertAllowedChange(actor: UserRow, target: UserRow, input: UserUpdate, isSuper: boolean) {
  const credentials =
    input.password !== undefined ||
    (input.twoFactorEnabled !== undefined && input.twoFactorEnabled !== target.twoFactorEnabled);
  if (credentials && actor.id === target.id) throw refused('ownCredentialsOnAccountPage');
  if (credentials && isSuper) throw refused('superadminCredentialsOwn');
  if (isSuper) {
    if (input.email !== undefined && input.email !== target.email) {
      throw refused('superadminEmailLocked');
    }
    if (input.status === 'suspended') throw refused('superadminNotSuspendable');
    if (input.role !== undefined && input.role !== 'admin') throw refused('superadminStaysAdmin');
  }
  if (actor.id === target.id) {
    if (input.status === 'suspended') throw refused('cannotSuspendSelf');
    if (input.role !== undefined && input.role !== 'admin') throw refused('cannotDemoteSelf');
  }
}

/**
 * Updates an account in one transaction with what follows from it: suspension, or a password an
 * admin set, ends every session of the user; turning two-factor sign-in off
 * removes their secret and recovery codes.
 */
export function updateUser(
  deps: UsersDeps,
  actor: UserRow,
  id: number,
  input: UserUpdate,
): Promise<User> {
  return withEmailCheck(() =>
    deps.db.transaction(async (tx) => {
      const target = await findUser(tx, id);
      if (!target) throw notFound('userNotFound');
      const isSuper = target.email === deps.superadminEmail;
      assertAllowedChange(actor, target, input, isSuper);

      const values: Partial<NewUserRow> = {};
      if (input.email !== undefined && input.email !== target.email) {
        await assertEmailFree(tx, input.email, id);
        values.email = input.email;
      }
      if (input.name !== undefined) values.name = input.name;
      if (input.role !== undefined) values.role = input.role;
      if (input.status !== undefined) values.status = input.status;
      if (input.password !== undefined) {
        values.passwordHash = await hashPassword(input.password);
        // Chosen by an admin for someone else: that person replaces it at their next sign-in.
        values.mustChangePassword = true;
      }
      if (input.twoFactorEnabled === false) {
        values.twoFactorEnabled = false;
        values.totpSecret = null;
        values.totpPendingSecret = null;
        await deleteRecoveryCodes(tx, id);
      } else if (input.twoFactorEnabled === true && !target.twoFactorEnabled) {
        // Enrolment needs the user's own authenticator app: an admin can only turn it off.
        if (!target.totpSecret) throw badRequest('twoFactorOnlyByUser');
        values.twoFactorEnabled = true;
      }

      if (Object.keys(values).length > 0) await writeUser(tx, id, values);
      const suspended = input.status === 'suspended';
      if (suspended || input.password !== undefined) await deleteUserSessions(tx, id);
      return presentUser((await findUser(tx, id))!, deps.superadminEmail);
    }),
  );
}

/** Deletes an account softly (decision 019); neither the superadmin nor oneself can be deleted. */
export function deleteUser(deps: UsersDeps, actor: UserRow, id: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id);
    if (!target) throw notFound('userNotFound');
    if (target.email === deps.superadminEmail) throw refused('superadminNotDeletable');
    if (target.id === actor.id) throw refused('cannotDeleteSelf');
    await softDeleteUser(tx, id);
  });
}
