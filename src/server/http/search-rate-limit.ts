import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/users';
import { AppError } from './app-error';

/**
 * The per-IP limit of the public reads that cost a database query per keystroke (the searches
 * and the paginated lists they feed), decision 022: one budget per client IP (as Fastify reads
 * it: X-Forwarded-For only with TRUST_PROXY) shared by those routes. On PostgreSQL, where several
 * instances may serve one site, the counts live in the database so that the budget is the
 * client's whatever instance answers (decision 030); on PGlite, one process by construction, in
 * memory. `app.searchRateLimit` is the routes' onRequest hook; a no-op with the limit at 0.
 */
export async function registerSearchRateLimit(app: FastifyInstance) {
  const max = app.env.SEARCH_RATE_LIMIT_PER_MINUTE;
  if (max === 0) {
    app.decorate('searchRateLimit', async () => {});
    return;
  }
  const { database } = app;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(database.kind === 'postgres'
      ? {
          store: databaseStore(database.db, app.log.child({ module: 'search-rate-limit' })),
          // A counter the database could not write (logged) lets the search through: the
          // limit protects the database's time, and the search would meet the same trouble.
          skipOnError: true,
        }
      : {}),
  });
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

/**
 * @fastify/rate-limit's counters in the `rate_limits` table, one row per client and window,
 * counted by rate-limiter-flexible's atomic upsert (as the sign-in limits are). A client past its
 * budget is then refused from this instance's memory until the window ends, so a client that
 * keeps hammering costs no further write.
 */
function databaseStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = (max: number, windowMs: number) => {
    const id = `${max}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: 'search',
        points: max,
        duration: Math.max(1, Math.round(windowMs / 1000)),
        inMemoryBlockOnConsumed: max + 1,
        // Its own sweep timer would outlive closed test databases; index.ts sweeps instead.
        clearExpiredByTimeout: false,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      limiterFor(max, timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (rejection: unknown) => {
            // Rejected with the counter: over the budget (or still blocked in memory).
            if (rejection instanceof RateLimiterRes) {
              const current = Math.max(max + 1, rejection.consumedPoints || 0);
              callback(null, { current, ttl: rejection.msBeforeNext });
              return;
            }
            log.warn({ err: rejection }, 'the search rate limit could not count a request');
            callback(rejection instanceof Error ? rejection : new Error(String(rejection)));
          },
        );
    }

    child() {
      return this;
    }
  };
}
