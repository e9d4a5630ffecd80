import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/users';
import { AppError } from '@server/http/app-error';

export const MAX_FAILED_LOGINS_PER_MINUTE = 10;

/**
 * Counts failed password checks per e-mail and IP (and per user for password changes), in the
 * database so that every app instance shares the counts. Successful checks do not count.
 */
export class FailedLoginLimiter {
  private readonly limiter: RateLimiterDrizzle;

  constructor(db: Db) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'failed-login',
      points: MAX_FAILED_LOGINS_PER_MINUTE,
      duration: 60,
      // Its own sweep timer would outlive closed test databases; index.ts sweeps instead.
      clearExpiredByTimeout: false,
    });
  }

  /** Throws 429 when the key already used up its failures for this minute. */
  async assertAllowed(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= MAX_FAILED_LOGINS_PER_MINUTE) throw tooMany(res);
  }

  async recordFailure(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function tooMany(res: RateLimiterRes) {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    429,
    'tooManyAttempts',
    { seconds },
    {
      retryAfterSeconds: seconds,
    },
  );
}

export async function deleteExpiredCounters(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
}
