import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '@server/db/schema/users';
import { EnvError, parseEnv } from '@server/env';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';

const MINUTE = 60_000;

describeWithApp('session cookies over http', (ctx) => {
  it('are HttpOnly, SameSite=Lax, Path=/, last as long as the session, and not Secure', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^maneno_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(168 * 3600 - 10);
    expect(maxAge).toBeLessThanOrEqual(168 * 3600);
  });
});

describeWithApp(
  'session cookies over https',
  (ctx) => {
    it('are Secure when PUBLIC_URL is https, and cleared with the same flags at logout', async () => {
      const user = await ctx.createUser();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(
        /; HttpOnly.*; Secure|; Secure.*; HttpOnly/,
      );
      const cookie = await ctx.signIn(user.email);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      const cleared = String(out.headers['set-cookie']);
      expect(cleared).toMatch(/^maneno_session=;/);
      expect(cleared).toMatch(/Max-Age=0/);
      expect(cleared).toMatch(/; Secure/);
    });
  },
  { PUBLIC_URL: 'https://dictionary.example.org' },
);

describeWithApp(
  'session lifetime',
  (ctx) => {
    const me = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const at = (minutes: number) =>
      vi.setSystemTime(new Date('2026-11-25T08:00:00Z').getTime() + minutes * MINUTE);

    it('rotates the token at sign-in: a cookie planted before is not the session after', async () => {
      const victim = await ctx.createUser();
      const attacker = await ctx.createUser();
      const planted = await ctx.signIn(attacker.email);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: planted },
        payload: { email: victim.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.cookies.find((c) => c.name === 'maneno_session')!;
      expect(`maneno_session=${fresh.value}`).not.toBe(planted);
      expect((await me(`maneno_session=${fresh.value}`)).json().user.id).toBe(victim.id);
      // The planted token is dead: neither the victim's session nor the attacker's any more.
      const old = await me(planted);
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('UNAUTHENTICATED');
    });

    it('logout ends the session on the server, not only in the browser', async () => {
      const user = await ctx.createUser();
      const cookie = await ctx.signIn(user.email);
      expect((await me(cookie)).statusCode).toBe(200);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(204);
      // A copy of the cookie kept elsewhere no longer works.
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await ctx.database.db.select().from(sessions)).toHaveLength(0);
    });

    it('ends a session left unused for SESSION_IDLE_MINUTES (30 here)', async () => {
      const user = await ctx.createUser();
      const cookie = await ctx.signIn(user.email);
      at(29);
      expect((await me(cookie)).statusCode).toBe(200);
      // Activity moves the idle limit on: 29 + 29 minutes later it still works.
      at(58);
      expect((await me(cookie)).statusCode).toBe(200);
      at(58 + 30);
      const idle = await me(cookie);
      expect(idle.statusCode).toBe(401);
      // And the cookie is cleared, the row gone.
      expect(String(idle.headers['set-cookie'])).toMatch(/^maneno_session=;/);
      expect(await ctx.database.db.select().from(sessions)).toHaveLength(0);
    });

    it('ends every session SESSION_TTL_HOURS (2 here) after sign-in, however active', async () => {
      const user = await ctx.createUser();
      const cookie = await ctx.signIn(user.email);
      for (const minute of [20, 40, 60, 80, 100, 119]) {
        at(minute);
        expect((await me(cookie)).statusCode, `at ${minute} min`).toBe(200);
      }
      at(121);
      expect((await me(cookie)).statusCode).toBe(401);
    });
  },
  { SESSION_IDLE_MINUTES: '30', SESSION_TTL_HOURS: '2' },
);

describe('SESSION_IDLE_MINUTES', () => {
  it('defaults to 120 and must be at least twice the 5-minute activity interval', () => {
    expect(parseEnv({}).SESSION_IDLE_MINUTES).toBe(120);
    expect(parseEnv({ SESSION_IDLE_MINUTES: '10' }).SESSION_IDLE_MINUTES).toBe(10);
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: '5' })).toThrow(EnvError);
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: '9' })).toThrow(
      /SESSION_IDLE_MINUTES: must be at least 10/,
    );
  });
});
