import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function appOrigin(request: FastifyRequest): string {
  const { PUBLIC_URL } = request.server.env;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that a browser
 * marks as coming from another site is refused. Clients without Origin (curl, scripts) carry no
 * browser cookies, so they are not a CSRF vector and pass.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && origin !== appOrigin(request)) || (!origin && crossSite)) {
      throw new AppError('CROSS_ORIGIN_REFUSED', 403, 'crossOriginRefused');
    }
  });
}
