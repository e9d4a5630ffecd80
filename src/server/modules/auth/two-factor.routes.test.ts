import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import {
  auditLog,
  recoveryCodes,
  sessions,
  signInChallenges,
  users,
} from '@server/db/schema/users';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';
import { SecretBox, loadEncryptionKey } from '@server/auth/secret-box';

/** The code an authenticator app shows `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describeWithApp('two-factor sign-in', (ctx) => {
  const post = (url: string, payload: object | undefined, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });
  const me = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
    const c = res.cookies.find((x) => x.name === name);
    return c && c.value ? `${c.name}=${c.value}` : undefined;
  };

  /** A signed-in user who has turned two-factor on: their secret, codes and session cookie. */
  async function enrolledUser() {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const setup = await post('/api/auth/two-factor/setup', undefined, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enable = await post('/api/auth/two-factor/enable', { code: codeFor(secret) }, cookie);
    expect(enable.statusCode, enable.body).toBe(200);
    return { user, secret, cookie, codes: enable.json().recoveryCodes as string[] };
  }

  /** The password step: answers twoFactorRequired and the challenge cookie. */
  async function passwordStep(email: string) {
    const res = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(res, 'maneno_session')).toBeUndefined();
    return cookieOf(res, 'maneno_2fa')!;
  }

  it('setup returns the otpauth URI, the base32 secret and an SVG QR code', async () => {
    const user = await ctx.createUser({ email: 'ama@example.org' });
    const cookie = await ctx.signIn(user.email);
    const res = await post('/api/auth/two-factor/setup', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toBe(
      `otpauth://totp/Maneno:ama%40example.org?issuer=Maneno&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body.qrSvg).not.toMatch(/<script/i);
    // Nothing changes until a code confirms it.
    expect((await me(cookie)).json().user.twoFactorEnabled).toBe(false);
    expect(await post('/api/auth/two-factor/setup', undefined)).toMatchObject({ statusCode: 401 });
  });

  it('enable: a wrong code is refused, a right one turns it on with 10 recovery codes', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const noSetup = await post('/api/auth/two-factor/enable', { code: '123456' }, cookie);
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.json().code).toBe('TWO_FACTOR_STATE');

    const { secret } = (await post('/api/auth/two-factor/setup', undefined, cookie)).json();
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/auth/two-factor/enable', { code: wrong }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Ce code est incorrect ou a expiré.',
    });
    expect((await me(cookie)).json().user.twoFactorEnabled).toBe(false);
    const badFormat = await post('/api/auth/two-factor/enable', { code: 'abc' }, cookie);
    expect(badFormat.statusCode).toBe(400);

    const ok = await post('/api/auth/two-factor/enable', { code: codeFor(secret) }, cookie);
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
    expect((await me(cookie)).json().user.twoFactorEnabled).toBe(true);

    // Stored: the secret encrypted (not the plaintext) and decrypting back; codes as hashes only.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.twoFactorEnabled).toBe(true);
    expect(row!.totpPendingSecret).toBeNull();
    expect(row!.totpSecret).not.toContain(secret);
    const box = new SecretBox(loadEncryptionKey(ctx.env).key);
    expect(box.decrypt(row!.totpSecret!, `users.totp:${user.id}`)).toBe(secret);
    const stored = await ctx.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) {
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    }

    // Once on, setup and enable are refused.
    expect((await post('/api/auth/two-factor/setup', undefined, cookie)).statusCode).toBe(409);
  });

  it('the pending secret is stored encrypted too', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const { secret } = (await post('/api/auth/two-factor/setup', undefined, cookie)).json();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpPendingSecret).toBeTruthy();
    expect(row!.totpPendingSecret).not.toContain(secret);
    expect(row!.totpSecret).toBeNull();
  });

  it('no response after enrolment contains the secret', async () => {
    const { user, secret, cookie } = await enrolledUser();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const bodies = [
      (await me(cookie)).body,
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie } }))
        .body,
      (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).body,
    ];
    const challenge = await passwordStep(user.email);
    const signedIn = await post(
      '/api/auth/login/two-factor',
      { code: codeFor(secret, 1) },
      challenge,
    );
    bodies.push(signedIn.body, (await me(cookieOf(signedIn, 'maneno_session')!)).body);
    for (const body of bodies) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(row!.totpSecret!);
      expect(body).not.toMatch(/totp|otpauth/i);
    }
    expect(JSON.parse(bodies[0]!).user.twoFactorEnabled).toBe(true);
    expect(JSON.parse(bodies[1]!)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('sign-in: password answers twoFactorRequired and no session; the right code gives one', async () => {
    const { user, secret } = await enrolledUser();
    const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(res.cookies.find((c) => c.name === 'maneno_session')).toBeUndefined();
    const challengeCookie = res.cookies.find((c) => c.name === 'maneno_2fa')!;
    expect(challengeCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(challengeCookie.maxAge).toBe(300);
    const [challenge] = await ctx.database.db.select().from(signInChallenges);
    expect(challenge!.tokenHash).not.toBe(challengeCookie.value);
    expect(challenge!.expiresAt - Date.now()).toBeGreaterThan(290_000);

    // A session planted before sign-in is not kept (no fixation).
    const planted = await ctx.signIn((await ctx.createUser()).email);
    const sessionsBefore = await ctx.database.db.select().from(sessions);
    const ok = await post(
      '/api/auth/login/two-factor',
      { code: codeFor(secret, 1) },
      `maneno_2fa=${challengeCookie.value}; ${planted}`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(ok.json().user.lastLogin).toBeGreaterThan(0);
    const session = cookieOf(ok, 'maneno_session')!;
    expect(session).not.toBe(planted);
    expect((await me(session)).json().user.id).toBe(user.id);
    expect((await me(planted)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
    // The challenge is used up, and its cookie cleared.
    expect(await ctx.database.db.select().from(signInChallenges)).toHaveLength(0);
    expect(ok.cookies.find((c) => c.name === 'maneno_2fa')?.value).toBe('');
  });

  it('a wrong code is 401 without a session; the 6th try on one challenge is refused', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await passwordStep(user.email);
    const wrong = String((Number(codeFor(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      const res = await post('/api/auth/login/two-factor', { code: wrong }, challenge);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_TWO_FACTOR_CODE',
        message: 'Ce code est incorrect ou a expiré.',
      });
      expect(cookieOf(res, 'maneno_session')).toBeUndefined();
    }
    // The challenge is gone: even the right code now needs the password again.
    const sixth = await post('/api/auth/login/two-factor', { code: codeFor(secret, 1) }, challenge);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().code).toBe('SIGN_IN_EXPIRED');
    expect(sixth.json().message).toMatch(/Reconnectez-vous/);
    expect(cookieOf(sixth, 'maneno_session')).toBeUndefined();
    expect(await ctx.database.db.select().from(signInChallenges)).toHaveLength(0);

    const again = await passwordStep(user.email);
    const ok = await post('/api/auth/login/two-factor', { code: codeFor(secret, 1) }, again);
    expect(ok.statusCode).toBe(200);
  });

  it('the audit log records enrolment and the second step: a wrong code names the account, never the code', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await passwordStep(user.email);
    const wrong = String((Number(codeFor(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await post('/api/auth/login/two-factor', { code: wrong }, challenge)).statusCode).toBe(
      401,
    );
    const right = codeFor(secret, 1);
    expect((await post('/api/auth/login/two-factor', { code: right }, challenge)).statusCode).toBe(
      200,
    );

    const rows = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
    const mine = rows.filter((r) => r.userEmail === user.email);
    expect(mine.map((r) => r.action)).toEqual([
      'sign-in', // enrolledUser's own sign-in, before two-factor was on
      'two-factor-setup',
      'two-factor-on',
      'sign-in-failed',
      'sign-in',
    ]);
    const failed = mine.find((r) => r.action === 'sign-in-failed')!;
    expect(failed).toMatchObject({ userId: null, entity: 'session' });
    expect(failed.changes).toEqual({ secondFactor: 'app' });
    expect(mine.at(-1)).toMatchObject({ userId: user.id, entity: 'session' });
    // The password step alone records no sign-in; no code or secret is anywhere in the log.
    // (Only the recorded fields: a 6-digit code could turn up inside a timestamp by chance.)
    const logged = JSON.stringify(rows.map((r) => r.changes));
    for (const leaked of [wrong, right, secret, TEST_PASSWORD])
      expect(logged).not.toContain(leaked);
  });

  it('an expired, unknown or missing challenge is refused with "sign in again"', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await passwordStep(user.email);
    await ctx.database.db
      .update(signInChallenges)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(signInChallenges.userId, user.id));
    const expired = await post(
      '/api/auth/login/two-factor',
      { code: codeFor(secret, 1) },
      challenge,
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SIGN_IN_EXPIRED');
    expect(cookieOf(expired, 'maneno_session')).toBeUndefined();

    const unknown = await post('/api/auth/login/two-factor', { code: '123456' }, 'maneno_2fa=nope');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SIGN_IN_EXPIRED');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: '123456' },
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(
      'This sign-in has expired or failed too many times. Sign in again with your password.',
    );
  });

  it('a code cannot be replayed', async () => {
    const { user, secret } = await enrolledUser();
    const code = codeFor(secret, 1);
    const first = await post(
      '/api/auth/login/two-factor',
      { code },
      await passwordStep(user.email),
    );
    expect(first.statusCode).toBe(200);
    const replay = await post(
      '/api/auth/login/two-factor',
      { code },
      await passwordStep(user.email),
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    // Nor an older one still inside the window, nor the one that confirmed enrolment.
    const older = await post(
      '/api/auth/login/two-factor',
      { code: codeFor(secret, 0) },
      await passwordStep(user.email),
    );
    expect(older.statusCode).toBe(401);
  });

  it('a recovery code works once (any case, with or without dashes), then fails', async () => {
    const { user, codes } = await enrolledUser();
    const ok = await post(
      '/api/auth/login/two-factor',
      { recoveryCode: ` ${codes[3]!.toUpperCase().replaceAll('-', '')} ` },
      await passwordStep(user.email),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(cookieOf(ok, 'maneno_session')!)).json().user.id).toBe(user.id);

    const again = await post(
      '/api/auth/login/two-factor',
      { recoveryCode: codes[3] },
      await passwordStep(user.email),
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Ce code de secours est incorrect ou a déjà été utilisé.',
    });
    expect(cookieOf(again, 'maneno_session')).toBeUndefined();
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor',
      headers: { cookie: cookieOf(ok, 'maneno_session')! },
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('two parallel uses of one recovery code: only one signs in', async () => {
    const { user, codes } = await enrolledUser();
    const [a, b] = [await passwordStep(user.email), await passwordStep(user.email)];
    const results = await Promise.all([
      post('/api/auth/login/two-factor', { recoveryCode: codes[0] }, a),
      post('/api/auth/login/two-factor', { recoveryCode: codes[0] }, b),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('regenerating recovery codes needs the password and invalidates the old ones', async () => {
    const { user, cookie, codes } = await enrolledUser();
    const wrong = await post('/api/auth/two-factor/recovery-codes', { password: 'nope' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const res = await post(
      '/api/auth/two-factor/recovery-codes',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);

    const old = await post(
      '/api/auth/login/two-factor',
      { recoveryCode: codes[0] },
      await passwordStep(user.email),
    );
    expect(old.statusCode).toBe(401);
    const ok = await post(
      '/api/auth/login/two-factor',
      { recoveryCode: fresh[0] },
      await passwordStep(user.email),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('disable needs the right password, then removes the secret and codes', async () => {
    const { user, cookie } = await enrolledUser();
    const wrong = await post('/api/auth/two-factor/disable', { password: 'nope' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await me(cookie)).json().user.twoFactorEnabled).toBe(true);

    const ok = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(ok.statusCode).toBe(204);
    expect((await me(cookie)).json().user.twoFactorEnabled).toBe(false);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      twoFactorEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
    });
    expect(
      await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toHaveLength(0);
    // Password alone signs in again.
    const login = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.json().user.id).toBe(user.id);
    expect(cookieOf(login, 'maneno_session')).toBeDefined();
    // Turning it off twice says it is off.
    const twice = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(twice.statusCode).toBe(409);
  });

  it('a user suspended between the two steps does not get past the second', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await passwordStep(user.email);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await post('/api/auth/login/two-factor', { code: codeFor(secret, 1) }, challenge);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(cookieOf(res, 'maneno_session')).toBeUndefined();
  });

  it('a wrong password never reaches the second step', async () => {
    const { user } = await enrolledUser();
    const res = await post('/api/auth/login', { email: user.email, password: 'wrong password' });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
    expect(await ctx.database.db.select().from(signInChallenges)).toHaveLength(0);
  });

  it('a stored secret that does not decrypt (another key) is a clear 500, not a crash', async () => {
    const { user, secret } = await enrolledUser();
    const other = new SecretBox(Buffer.alloc(32, 7)).encrypt(secret, `users.totp:${user.id}`);
    await ctx.database.db.update(users).set({ totpSecret: other }).where(eq(users.id, user.id));
    const res = await post(
      '/api/auth/login/two-factor',
      { code: codeFor(secret, 1) },
      await passwordStep(user.email),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/déchiffré/);
    expect(cookieOf(res, 'maneno_session')).toBeUndefined();
  });
});
