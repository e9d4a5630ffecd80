import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, LoginSchema, UserResponseSchema } from '@shared/schemas/auth';
import { noteAudit } from '@server/audit/audit';
import { LoginResponseSchema } from '@shared/schemas/two-factor';
import { FailedLoginLimiter, SignInLimiter } from '@server/auth/login-limiter';
import { requireRole } from '@server/auth/require-role';
import { clearSessionCookie, sessionCookieOptions } from '@server/auth/session-plugin';
import { deleteSessionByToken, SESSION_COOKIE } from '@server/auth/sessions';
import { unauthenticated } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { presentUser } from '@server/modules/users/users.presenter';
import { changePassword, login, type AuthDeps } from './auth.service';
import { setChallengeCookie, twoFactorRoutes } from './two-factor.routes';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.database.db,
    limiter: new FailedLoginLimiter(app.database.db),
    signInLimiter: new SignInLimiter(app.database.db, {
      perEmailIp: app.env.LOGIN_MAX_FAILURES_PER_EMAIL_IP,
      perEmail: app.env.LOGIN_MAX_FAILURES_PER_EMAIL,
      perIp: app.env.LOGIN_MAX_FAILURES_PER_IP,
    }),
    sessionTtlMs: app.env.SESSION_TTL_HOURS * 3_600_000,
  };
  const present = (user: Parameters<typeof presentUser>[0]) =>
    presentUser(user, app.env.SUPERADMIN_EMAIL);

  await app.register(twoFactorRoutes, { deps, present });

  app.post(
    '/login',
    {
      // Successes and refusals (401, 403) alike; the attempt is noted below, never its password.
      config: { audit: { entity: 'session', action: 'sign-in', failures: true } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; sets the session cookie, or (two-factor on) answers ' +
          'twoFactorRequired and sets the challenge cookie for POST /api/auth/login/two-factor',
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      noteAudit(request, { actor: null, attemptedEmail: request.body.email, changes: null });
      const result = await login(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.cookies[SESSION_COOKIE],
      });
      if (result.twoFactorRequired) {
        setChallengeCookie(request, reply, result.challenge.token);
        return { twoFactorRequired: true as const };
      }
      const { user, session } = result;
      noteAudit(request, { actor: { id: user.id, email: user.email } });
      reply.setCookie(
        SESSION_COOKIE,
        session.token,
        sessionCookieOptions(request, Math.floor((session.expiresAt - Date.now()) / 1000)),
      );
      return { user: present(user) };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: UserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { user: present(request.user) };
    },
  );

  app.post(
    '/logout',
    {
      config: { audit: { entity: 'session', action: 'sign-out' } },
      schema: { tags: ['auth'], summary: 'Ends this session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSessionByToken(app.database.db, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: requireRole(),
      config: { audit: { entity: 'user', action: 'password' }, allowTemporaryPassword: true },
      schema: {
        tags: ['auth'],
        summary: "Changes the signed-in user's password and ends their other sessions",
        body: ChangePasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      noteAudit(request, { entityId: request.user!.id });
      await changePassword(deps, request.user!, request.sessionId!, request.body);
      return reply.status(204).send(null);
    },
  );
};
