import type { Db } from '@server/db/client';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@server/auth/password';
import type { FailedLoginLimiter, SignInLimiter } from '@server/auth/login-limiter';
import {
  createSession,
  deleteOtherSessions,
  deleteSessionByToken,
  type SessionContext,
} from '@server/auth/sessions';
import { AppError } from '@server/http/app-error';
import { findUserByEmail, updateUser, type UserRow } from '@server/modules/users/users.repository';
import type { ChangePassword, Login } from '@shared/schemas/auth';
import { createChallenge } from './two-factor.service';

export interface AuthDeps {
  db: Db;
  limiter: FailedLoginLimiter;
  /** Sign-in failures per e-mail and IP, per e-mail, per IP (decision 022). */
  signInLimiter: SignInLimiter;
  sessionTtlMs: number;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'invalidCredentials');

export async function login(
  deps: AuthDeps,
  input: Login,
  ctx: SessionContext & { previousToken?: string },
) {
  const ip = ctx.ip ?? '';
  await deps.signInLimiter.assertAllowed(input.email, ip);

  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await deps.signInLimiter.recordFailure(input.email, ip);
    throw invalidCredentials();
  }
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_SUSPENDED', 403, 'accountSuspended');
  }
  await deps.signInLimiter.recordSuccess(input.email, ip);

  // Two-factor on: no session yet, only a short-lived challenge for the second step (decision 020).
  if (user.twoFactorEnabled) {
    return { twoFactorRequired: true as const, challenge: await createChallenge(deps.db, user.id) };
  }
  return { twoFactorRequired: false as const, ...(await startSession(deps, user, ctx)) };
}

/** Signs the user in: a new session (dropping the one the browser had), lastLogin updated. */
export async function startSession(
  deps: Pick<AuthDeps, 'db' | 'sessionTtlMs'>,
  user: UserRow,
  ctx: SessionContext & { previousToken?: string },
) {
  // A new token at every sign-in: a session planted before sign-in is never promoted (fixation).
  if (ctx.previousToken) await deleteSessionByToken(deps.db, ctx.previousToken);
  const session = await createSession(deps.db, user.id, deps.sessionTtlMs, ctx);
  const lastLogin = Date.now();
  await updateUser(deps.db, user.id, { lastLogin });
  return { user: { ...user, lastLogin }, session };
}

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  sessionId: number,
  input: ChangePassword,
) {
  const key = `change-password|${user.id}`;
  await deps.limiter.assertAllowed(key);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await deps.limiter.recordFailure(key);
    throw new AppError('WRONG_PASSWORD', 400, 'wrongPassword');
  }
  await deps.limiter.reset(key);
  // Checked against the stored hash, so a temporary password an admin chose cannot be kept by
  // typing it again as the new one.
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw new AppError('PASSWORD_UNCHANGED', 400, 'passwordUnchanged');
  }
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.newPassword),
    // A password an admin chose (or the server generated) is replaced now: no longer forced.
    mustChangePassword: false,
  });
  // Anyone else signed in with the old password is signed out; this browser stays signed in.
  await deleteOtherSessions(deps.db, user.id, sessionId);
}
