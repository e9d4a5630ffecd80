import { expect, it } from 'vitest';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';

const signInLimits = {
  LOGIN_MAX_FAILURES_PER_EMAIL_IP: '3',
  LOGIN_MAX_FAILURES_PER_EMAIL: '5',
  LOGIN_MAX_FAILURES_PER_IP: '6',
};

describeWithApp(
  'sign-in limits',
  (ctx) => {
    const login = (email: string, password: string, ip: string, language = 'fr') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'accept-language': language },
        payload: { email, password },
      });

    function expectTooMany(res: Awaited<ReturnType<typeof login>>, language: 'fr' | 'en') {
      expect(res.statusCode).toBe(429);
      const body = res.json();
      expect(body.code).toBe('TOO_MANY_REQUESTS');
      expect(body.message).toMatch(
        language === 'fr'
          ? /^Trop de tentatives échouées\. Réessayez dans \d+ secondes\.$/
          : /^Too many failed attempts\. Try again in \d+ seconds\.$/,
      );
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(body.details.retryAfterSeconds).toBe(retryAfter);
      expect(res.cookies).toHaveLength(0);
    }

    it('limits failures per e-mail and IP', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 3; i++)
        expect((await login(user.email, 'wrong password', '10.0.0.1')).statusCode).toBe(401);
      expectTooMany(await login(user.email, TEST_PASSWORD, '10.0.0.1', 'en'), 'en');
      // The same account from elsewhere is still open (below its per-e-mail limit).
      expect((await login(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('limits failures per e-mail across IPs: one account is not guessed from many', async () => {
      const target = await ctx.createUser();
      const other = await ctx.createUser();
      for (let i = 1; i <= 5; i++)
        expect((await login(target.email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
      // A sixth IP, even with the right password, is refused: the account is being guessed.
      expectTooMany(await login(target.email, TEST_PASSWORD, '10.1.0.99'), 'fr');
      // Other accounts, from the same IPs, are not affected.
      expect((await login(other.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    });

    it('limits failures per IP across e-mails: one IP does not spray many accounts', async () => {
      const victim = await ctx.createUser();
      for (let i = 1; i <= 6; i++)
        expect(
          (await login(`guess${i}@example.org`, 'wrong password', '10.2.0.1')).statusCode,
        ).toBe(401);
      expectTooMany(await login(victim.email, TEST_PASSWORD, '10.2.0.1', 'en'), 'en');
      // The victim, from their own address, signs in.
      expect((await login(victim.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    });

    it('does not unlock the per-IP counter when the sprayer signs in to an account of their own', async () => {
      const own = await ctx.createUser();
      const ip = '10.3.0.1';
      for (let i = 1; i <= 5; i++)
        expect((await login(`spray${i}@example.org`, 'wrong', ip)).statusCode).toBe(401);
      expect((await login(own.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
      expect((await login('spray6@example.org', 'wrong', ip)).statusCode).toBe(401);
      // Six failures from the IP within the window, whatever succeeded between them.
      expectTooMany(await login('spray7@example.org', 'wrong', ip), 'fr');
    });

    it('counts the failures in the database, so every instance shares them', async () => {
      const user = await ctx.createUser();
      await login(user.email, 'wrong password', '10.4.0.1');
      const rows = await ctx.database.db.query.rateLimits.findMany();
      expect(rows.map((r) => r.key).sort()).toEqual(
        [
          `failed-login-email:${user.email}`,
          `failed-login-ip:10.4.0.1`,
          `failed-login:${user.email}|10.4.0.1`,
        ].sort(),
      );
    });
  },
  signInLimits,
);

describeWithApp(
  'search rate limit',
  (ctx) => {
    const search = (url: string, ip = '10.5.0.1', headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

    it('answers 429 with a message in the caller’s language and Retry-After past the limit', async () => {
      // One budget per IP across the public searches.
      expect((await search('/api/search/words?q=mo')).statusCode).toBe(200);
      expect((await search('/api/dictionary/french/search?q=ma')).statusCode).toBe(200);
      expect((await search('/api/localities/search?q=ya')).statusCode).toBe(200);
      const fr = await search('/api/words/paginated?search=mo');
      expect(fr.statusCode).toBe(429);
      expect(fr.json()).toEqual({
        message: expect.stringMatching(/^Trop de requêtes\. Réessayez dans \d+ secondes\.$/),
        code: 'TOO_MANY_REQUESTS',
      });
      const retryAfter = Number(fr.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const en = await search('/api/search/words?q=mo', '10.5.0.1', { 'accept-language': 'en' });
      expect(en.statusCode).toBe(429);
      expect(en.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
      // Another address has its own budget; other reads are not limited.
      expect((await search('/api/search/words?q=mo', '10.5.0.2')).statusCode).toBe(200);
      expect((await search('/api/languages')).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For without TRUST_PROXY (a client cannot pick its own address)', async () => {
      for (let i = 0; i < 3; i++)
        await search('/api/search/words?q=mo', '10.6.0.1', { 'x-forwarded-for': `1.2.3.${i}` });
      const res = await search('/api/search/words?q=mo', '10.6.0.1', {
        'x-forwarded-for': '1.2.3.200',
      });
      expect(res.statusCode).toBe(429);
    });
  },
  { SEARCH_RATE_LIMIT_PER_MINUTE: '3' },
);

describeWithApp(
  'search rate limit behind a proxy',
  (ctx) => {
    it('counts per client as X-Forwarded-For names it with TRUST_PROXY', async () => {
      const search = (client: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/search/words?q=mo',
          remoteAddress: '10.7.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 2; i++) expect((await search('203.0.113.1')).statusCode).toBe(200);
      expect((await search('203.0.113.1')).statusCode).toBe(429);
      expect((await search('203.0.113.2')).statusCode).toBe(200);
    });
  },
  { SEARCH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' },
);

describeWithApp(
  'search rate limit off',
  (ctx) => {
    it('is off with SEARCH_RATE_LIMIT_PER_MINUTE=0', async () => {
      for (let i = 0; i < 150; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/search/words?q=mo' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    });
  },
  { SEARCH_RATE_LIMIT_PER_MINUTE: '0' },
);
