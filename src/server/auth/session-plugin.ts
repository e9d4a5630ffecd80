import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession, SESSION_COOKIE } from './sessions';

/** Cookies are Secure when the public address is https (or, without one, the request is). */
export function secureCookies(request: FastifyRequest) {
  const { env } = request.server;
  return env.PUBLIC_URL ? env.PUBLIC_URL.startsWith('https:') : request.protocol === 'https';
}

export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  const secure = secureCookies(request);
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, 0));
}

/** Resolves `request.user` from the session cookie on every API request. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const active = await findActiveSession(
      app.database.db,
      token,
      app.env.SESSION_IDLE_MINUTES * 60_000,
    );
    if (!active) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = active.user;
    request.sessionId = active.sessionId;
  });
});
