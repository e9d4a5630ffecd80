import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '@server/db/client';
import { rateLimits, recoveryCodes, signInChallenges, users } from '@server/db/schema/users';
import type { FailedLoginLimiter } from '@server/auth/login-limiter';
import { verifyPassword } from '@server/auth/password';
import { SecretUnreadableError, type SecretBox } from '@server/auth/secret-box';
import { AppError } from '@server/http/app-error';
import type { UserRow } from '@server/modules/users/users.repository';
import { RECOVERY_CODE_COUNT } from '@shared/schemas/two-factor';

/** RFC 6238's defaults, which every authenticator app supports. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the previous or next 30 s step is accepted too (clocks drift, people type slowly). */
const WINDOW = 1;
/** The second step must follow the password within this time, in at most this many tries. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MAX_CHALLENGE_ATTEMPTS = 5;
export const CHALLENGE_COOKIE = 'maneno_2fa';

/** Unambiguous lower-case letters and digits (no 0/o, 1/l/i): easy to read out and type. */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** 12 characters of 31: about 59 bits of randomness each. */
const RECOVERY_GROUPS = [4, 4, 4];

export interface TwoFactorDeps {
  db: Db;
  box: SecretBox;
  limiter: FailedLoginLimiter;
  siteName: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The stored secret is bound to its user: copied to another row, it does not decrypt. */
export const secretContext = (userId: number) => `users.totp:${userId}`;

const invalidCode = (status: 400 | 401) =>
  new AppError('INVALID_TWO_FACTOR_CODE', status, 'invalidTwoFactorCode');
const invalidRecoveryCode = () =>
  new AppError('INVALID_TWO_FACTOR_CODE', 401, 'invalidRecoveryCode');
const signInExpired = () => new AppError('SIGN_IN_EXPIRED', 401, 'signInExpired');
const state = (key: 'twoFactorNotStarted' | 'twoFactorAlreadyOn' | 'twoFactorNotOn') =>
  new AppError('TWO_FACTOR_STATE', key === 'twoFactorNotStarted' ? 400 : 409, key);

function totpFor(deps: TwoFactorDeps, user: UserRow, secret: Secret) {
  return new TOTP({
    issuer: deps.siteName,
    label: user.email,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret,
  });
}

function decryptSecret(deps: TwoFactorDeps, userId: number, stored: string): Secret {
  try {
    return Secret.fromBase32(deps.box.decrypt(stored, secretContext(userId)));
  } catch (err) {
    if (err instanceof SecretUnreadableError) {
      // The operator's problem, not the user's: say plainly in the log what to fix.
      deps.log.error({ userId }, err.message);
      throw new AppError('INTERNAL', 500, 'twoFactorSecretUnreadable');
    }
    throw err;
  }
}

/**
 * The time step of `code` if it is valid now (±1 step) for `secret`, and not older than or equal
 * to the last step accepted for the user: each code works once (RFC 6238, section 5.2). The last
 * accepted step lives in the rate_limits table (key `totp-step:<user id>`); one conditional upsert
 * both checks and records it, so two instances cannot both accept the same code.
 */
async function acceptTotp(deps: TwoFactorDeps, user: UserRow, secret: Secret, code: string) {
  const now = Date.now();
  const delta = totpFor(deps, user, secret).validate({
    token: code,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
  // Kept while the step could still be accepted; the hourly sweep removes it afterwards.
  const expire = new Date(now + (WINDOW * 2 + 2) * PERIOD_SECONDS * 1000);
  const accepted = await deps.db
    .insert(rateLimits)
    .values({ key: `totp-step:${user.id}`, points: step, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { points: step, expire },
      setWhere: or(lt(rateLimits.points, step), lt(rateLimits.expire, new Date(now))),
    })
    .returning({ key: rateLimits.key });
  return accepted.length > 0;
}

function newRecoveryCode() {
  return RECOVERY_GROUPS.map((length) =>
    Array.from({ length }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  ).join('-');
}

/** Normalised as RecoveryCodeSchema does it: lower case, without dashes or spaces. */
const hashRecoveryCode = (code: string) => sha256(code.replace(/[\s-]/g, '').toLowerCase());

/** Replaces the user's recovery codes with new ones and returns them (the only time they are seen). */
async function replaceRecoveryCodes(db: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Re-authentication before turning two-factor off or renewing codes; counted like a password change. */
async function confirmPassword(deps: TwoFactorDeps, user: UserRow, password: string) {
  const key = `change-password|${user.id}`;
  await deps.limiter.assertAllowed(key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await deps.limiter.recordFailure(key);
    throw new AppError('WRONG_PASSWORD', 400, 'wrongPassword');
  }
  await deps.limiter.reset(key);
}

// --- Enrolment --------------------------------------------------------------------------------

export async function setupTwoFactor(deps: TwoFactorDeps, user: UserRow) {
  if (user.twoFactorEnabled) throw state('twoFactorAlreadyOn');
  const secret = new Secret({ size: 20 });
  await deps.db
    .update(users)
    .set({ totpPendingSecret: deps.box.encrypt(secret.base32, secretContext(user.id)) })
    .where(eq(users.id, user.id));
  const uri = totpFor(deps, user, secret).toString();
  // Loaded when a user enrols, not at every start (about 60 ms).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret: secret.base32, qrSvg };
}

export async function enableTwoFactor(deps: TwoFactorDeps, user: UserRow, code: string) {
  if (user.twoFactorEnabled) throw state('twoFactorAlreadyOn');
  if (!user.totpPendingSecret) throw state('twoFactorNotStarted');
  const secret = decryptSecret(deps, user.id, user.totpPendingSecret);
  if (!(await acceptTotp(deps, user, secret, code))) throw invalidCode(400);
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, twoFactorEnabled: true })
      .where(eq(users.id, user.id));
    return replaceRecoveryCodes(tx as unknown as Db, user.id);
  });
}

export async function disableTwoFactor(deps: TwoFactorDeps, user: UserRow, password: string) {
  await confirmPassword(deps, user, password);
  if (!user.twoFactorEnabled) throw state('twoFactorNotOn');
  await turnTwoFactorOff(deps.db, user.id);
}

/** Off, with its secrets and recovery codes gone (also what an administrator's reset does). */
export async function turnTwoFactorOff(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, totpSecret: null, totpPendingSecret: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  });
}

export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  user: UserRow,
  password: string,
) {
  await confirmPassword(deps, user, password);
  if (!user.twoFactorEnabled) throw state('twoFactorNotOn');
  return deps.db.transaction((tx) => replaceRecoveryCodes(tx as unknown as Db, user.id));
}

// --- Sign-in, second step ------------------------------------------------------------------

/** After the right password: a challenge whose token only the browser holds (in a cookie). */
export async function createChallenge(db: Db, userId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Date.now() + CHALLENGE_TTL_MS;
  await db.insert(signInChallenges).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * Checks the second factor against the challenge. Every try is counted first (one atomic update,
 * so parallel tries cannot exceed the limit); the last allowed failure deletes the challenge.
 * Returns the user to sign in; the caller creates the session.
 */
export async function completeChallenge(
  deps: TwoFactorDeps,
  token: string | undefined,
  input: { code: string } | { recoveryCode: string },
  /** Told who the challenge is for, once known (the audit log names a failed attempt's account). */
  onUser?: (user: UserRow) => void,
): Promise<UserRow> {
  if (!token) throw signInExpired();
  const tokenHash = sha256(token);
  const now = Date.now();
  const [challenge] = await deps.db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({
      id: signInChallenges.id,
      userId: signInChallenges.userId,
      attempts: signInChallenges.attempts,
    });
  if (!challenge) {
    // Expired or used up: gone, so the only way on is the password again.
    await deps.db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash));
    throw signInExpired();
  }
  const dropChallenge = () =>
    deps.db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));

  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user || user.isDeleted || !user.twoFactorEnabled || !user.totpSecret) {
    await dropChallenge();
    throw signInExpired();
  }
  onUser?.(user);
  // Suspended meanwhile: as at the password step, told only to someone who knows the password.
  if (user.status !== 'active') {
    await dropChallenge();
    throw new AppError('ACCOUNT_SUSPENDED', 403, 'accountSuspended');
  }

  // Per user too, so fresh challenges (for someone who has the password) do not buy more guesses.
  const limiterKey = `two-factor|${user.id}`;
  await deps.limiter.assertAllowed(limiterKey);

  const ok =
    'code' in input
      ? await acceptTotp(deps, user, decryptSecret(deps, user.id, user.totpSecret), input.code)
      : await useRecoveryCode(deps.db, user.id, input.recoveryCode);
  if (!ok) {
    await deps.limiter.recordFailure(limiterKey);
    if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) await dropChallenge();
    throw 'code' in input ? invalidCode(401) : invalidRecoveryCode();
  }
  await deps.limiter.reset(limiterKey);
  await dropChallenge();
  return user;
}

/** Marks the code used in the statement that checks it is unused: two parallel uses cannot both pass. */
async function useRecoveryCode(db: Db, userId: number, code: string) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: Date.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function deleteExpiredChallenges(db: Db) {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, Date.now()));
}

/** The number of unused recovery codes (shown on the security settings). */
export async function countUnusedRecoveryCodes(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}
