import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';

/**
 * The per-IP limit of the public reads that cost a database query per keystroke (the searches
 * and the paginated lists they feed), decision 022: one budget per client IP (as Fastify reads
 * it: X-Forwarded-For only with TRUST_PROXY) shared by those routes, counted in this instance's
 * memory. `app.searchRateLimit` is the routes' onRequest hook; a no-op with the limit at 0.
 */
export async function registerSearchRateLimit(app: FastifyInstance) {
  const max = app.env.SEARCH_RATE_LIMIT_PER_MINUTE;
  if (max === 0) {
    app.decorate('searchRateLimit', async () => {});
    return;
  }
  await app.register(fastifyRateLimit, { global: false });
  // One hook, so one store: the routes share the budget.
  const hook = app.rateLimit({
    max,
    timeWindow: 60_000,
    // The window's reset and Retry-After (seconds) are set by the plugin before this is thrown.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', 429, 'tooManyRequests', { seconds });
    },
  });
  app.decorate('searchRateLimit', hook as onRequestAsyncHookHandler);
}
