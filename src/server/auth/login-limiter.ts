import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/users';
import { AppError } from '@server/http/app-error';

export const MAX_FAILED_LOGINS_PER_MINUTE = 10;

/**
 * Counts failed password checks per key (e-mail and IP; a user for password changes), in the
 * database so that every app instance shares the counts. Successful checks do not count.
 */
export class FailedLoginLimiter {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Db,
    private readonly points = MAX_FAILED_LOGINS_PER_MINUTE,
    durationSeconds = 60,
    keyPrefix = 'failed-login',
  ) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration: durationSeconds,
      // Its own sweep timer would outlive closed test databases; index.ts sweeps instead.
      clearExpiredByTimeout: false,
    });
  }

  /** The counter when the key already used up its failures for this window, else null. */
  async blocked(key: string): Promise<RateLimiterRes | null> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.points ? res : null;
  }

  /** Throws 429 when the key already used up its failures for this window. */
  async assertAllowed(key: string): Promise<void> {
    const res = await this.blocked(key);
    if (res) throw tooMany(res);
  }

  async recordFailure(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface SignInLimits {
  /** Failures per e-mail and IP in a minute (someone mistyping). */
  perEmailIp: number;
  /** Failures per e-mail from any IP in 15 minutes (one account guessed from many IPs). */
  perEmail: number;
  /** Failures per IP for any e-mail in 15 minutes (one IP spraying many accounts). */
  perIp: number;
}

/**
 * The sign-in's three failure counters (decision 022). A successful sign-in clears only its own
 * e-mail-and-IP counter: the per-e-mail and per-IP ones run out with their window, so an
 * attacker who also owns an account cannot unlock their spraying by signing in to it.
 */
export class SignInLimiter {
  private readonly emailIp: FailedLoginLimiter;
  private readonly email: FailedLoginLimiter;
  private readonly ip: FailedLoginLimiter;

  constructor(db: Db, limits: SignInLimits) {
    // 'failed-login' is the e-mail-and-IP counter's name since the first release.
    this.emailIp = new FailedLoginLimiter(db, limits.perEmailIp, 60, 'failed-login');
    this.email = new FailedLoginLimiter(db, limits.perEmail, 15 * 60, 'failed-login-email');
    this.ip = new FailedLoginLimiter(db, limits.perIp, 15 * 60, 'failed-login-ip');
  }

  private keys(email: string, ip: string) {
    return [
      [this.emailIp, `${email}|${ip}`],
      [this.email, email],
      [this.ip, ip],
    ] as const;
  }

  /** Throws 429 (with the longest wait of the counters that are full) before any password check. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const full = (
      await Promise.all(this.keys(email, ip).map(([limiter, key]) => limiter.blocked(key)))
    ).filter((res): res is RateLimiterRes => res !== null);
    if (full.length > 0)
      throw tooMany(full.reduce((a, b) => (a.msBeforeNext >= b.msBeforeNext ? a : b)));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(this.keys(email, ip).map(([limiter, key]) => limiter.recordFailure(key)));
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.emailIp.reset(`${email}|${ip}`);
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
