import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { UserResponseSchema, type SessionUser } from '@shared/schemas/auth';
import {
  PasswordConfirmationSchema,
  RecoveryCodesResponseSchema,
  TwoFactorEnableSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupResponseSchema,
} from '@shared/schemas/two-factor';
import { noteAudit } from '@server/audit/audit';
import { users } from '@server/db/schema/users';
import { requireRole } from '@server/auth/require-role';
import { secureCookies, sessionCookieOptions } from '@server/auth/session-plugin';
import { SESSION_COOKIE } from '@server/auth/sessions';
import { loadEncryptionKey, SecretBox, SecretUnreadableError } from '@server/auth/secret-box';
import { AppError } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import type { UserRow } from '@server/modules/users/users.repository';
import { startSession, type AuthDeps } from './auth.service';
import {
  CHALLENGE_COOKIE,
  CHALLENGE_TTL_MS,
  completeChallenge,
  countUnusedRecoveryCodes,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  type TwoFactorDeps,
} from './two-factor.service';

/** Sent only to the sign-in routes, never cross-site, unreadable by scripts. */
function challengeCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies(request),
    maxAge: maxAgeSeconds,
  };
}

export function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(
    CHALLENGE_COOKIE,
    token,
    challengeCookieOptions(request, Math.floor(CHALLENGE_TTL_MS / 1000)),
  );
}

const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recoveryCodesLeft: z.number().int(),
});

interface Options {
  deps: AuthDeps;
  present: (user: UserRow) => SessionUser;
}

/**
 * Two-factor sign-in with TOTP (decision 020): the signed-in user's own enrolment under
 * /api/auth/two-factor, and the second step of sign-in at /api/auth/login/two-factor.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, present }) => {
  const log = app.log.child({ module: 'two-factor' });
  const box = openSecretBox(app.env, log);
  const tf = (): TwoFactorDeps => {
    if (!box) throw new AppError('INTERNAL', 500, 'twoFactorSecretUnreadable');
    return { db: deps.db, box, limiter: deps.limiter, siteName: app.env.SITE_NAME, log };
  };

  // A key that is not the one the secrets were encrypted with is said at start, not only when
  // someone with two-factor tries to sign in.
  app.addHook('onReady', async () => {
    if (!box) return;
    try {
      const [row] = await deps.db
        .select({ id: users.id, secret: users.totpSecret })
        .from(users)
        .where(isNotNull(users.totpSecret))
        .limit(1);
      if (row?.secret) box.decrypt(row.secret, `users.totp:${row.id}`);
    } catch (err) {
      if (err instanceof SecretUnreadableError) log.error(err.message);
      else log.warn({ err }, 'could not check the encryption key against the stored secrets');
    }
  });

  app.get(
    '/two-factor',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's two-factor state (never its secret)",
        response: { 200: TwoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = request.user!;
      return {
        enabled: user.twoFactorEnabled,
        recoveryCodesLeft: user.twoFactorEnabled
          ? await countUnusedRecoveryCodes(deps.db, user.id)
          : 0,
      };
    },
  );

  app.post(
    '/two-factor/setup',
    {
      onRequest: requireRole(),
      config: { audit: { entity: 'auth', action: 'two-factor-setup' } },
      schema: {
        tags: ['auth'],
        summary:
          'Starts enrolment: a new pending secret, as an otpauth:// URI, base32 text and QR code (SVG)',
        response: { 200: TwoFactorSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => setupTwoFactor(tf(), request.user!),
  );

  app.post(
    '/two-factor/enable',
    {
      onRequest: requireRole(),
      config: { audit: { entity: 'auth', action: 'two-factor-on' } },
      schema: {
        tags: ['auth'],
        summary:
          'Confirms enrolment with a current code; answers the 10 recovery codes, shown only this once',
        body: TwoFactorEnableSchema,
        response: { 200: RecoveryCodesResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(tf(), request.user!, request.body.code),
    }),
  );

  app.post(
    '/two-factor/disable',
    {
      onRequest: requireRole(),
      config: { audit: { entity: 'auth', action: 'two-factor-off' } },
      schema: {
        tags: ['auth'],
        summary:
          'Turns two-factor off (asks for the password); deletes the secret and recovery codes',
        body: PasswordConfirmationSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(tf(), request.user!, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      onRequest: requireRole(),
      config: { audit: { entity: 'auth', action: 'recovery-codes' } },
      schema: {
        tags: ['auth'],
        summary: 'Replaces the recovery codes (asks for the password); the old ones stop working',
        body: PasswordConfirmationSchema,
        response: { 200: RecoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(tf(), request.user!, request.body.password),
    }),
  );

  app.post(
    '/login/two-factor',
    {
      // Recorded like the password step: a sign-in, or a failed one naming the challenge's user.
      config: { audit: { entity: 'session', action: 'sign-in', failures: true } },
      schema: {
        tags: ['auth'],
        summary:
          'Second step of sign-in: a code from the app or a recovery code; sets the session cookie',
        body: TwoFactorLoginSchema,
        response: { 200: UserResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      let user: UserRow;
      try {
        user = await completeChallenge(tf(), request.cookies[CHALLENGE_COOKIE], request.body, (u) =>
          noteAudit(request, {
            actor: null,
            attemptedEmail: u.email,
            changes: { secondFactor: 'code' in request.body ? 'app' : 'recovery' },
          }),
        );
      } catch (err) {
        // The challenge is gone: so is the cookie that named it.
        if (err instanceof AppError && (err.code === 'SIGN_IN_EXPIRED' || err.statusCode === 403)) {
          reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(request, 0));
        }
        throw err;
      }
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(request, 0));
      const { session, user: signedIn } = await startSession(deps, user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.cookies[SESSION_COOKIE],
      });
      reply.setCookie(
        SESSION_COOKIE,
        session.token,
        sessionCookieOptions(request, Math.floor((session.expiresAt - Date.now()) / 1000)),
      );
      noteAudit(request, { actor: { id: signedIn.id, email: signedIn.email } });
      return { user: present(signedIn) };
    },
  );
};

/** The key, or undefined (logged plainly) when the key file is unusable: the rest keeps working. */
function openSecretBox(
  env: { ENCRYPTION_KEY?: string; DATA_DIR: string; DATABASE_URL?: string },
  log: { error(msg: string): void; warn(msg: string): void; info(msg: string): void },
) {
  try {
    const key = loadEncryptionKey(env);
    if (key.source !== 'env' && env.DATABASE_URL) {
      log.warn(
        `ENCRYPTION_KEY is not set: two-factor secrets are encrypted with the key in ${key.path}. ` +
          'Every instance sharing this database needs the same key: set ENCRYPTION_KEY to it.',
      );
    }
    if (key.source === 'created')
      log.info(`created the encryption key ${key.path} (keep it with your backups)`);
    return new SecretBox(key.key);
  } catch (err) {
    log.error(
      `two-factor sign-in is unavailable: ${(err as Error).message} Users without two-factor can still sign in.`,
    );
    return undefined;
  }
}
