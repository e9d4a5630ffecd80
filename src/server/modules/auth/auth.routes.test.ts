import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema/users';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';

describeWithApp('auth', (ctx) => {
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers,
    });
  const me = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('signs in with good credentials: user JSON without secrets, httpOnly Lax cookie', async () => {
    const user = await ctx.createUser({ email: 'Ama@Example.org', role: 'editor' });
    const res = await login('  ama@example.ORG ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      uid: String(user.id),
      email: 'ama@example.org',
      role: 'editor',
      status: 'active',
    });
    expect(body.user.lastLogin).toBeGreaterThan(0);
    // mustChangePassword is a flag, not a secret: the rest names no password at all.
    const { mustChangePassword, ...rest } = body.user;
    expect(mustChangePassword).toBe(false);
    expect(JSON.stringify(rest)).not.toMatch(/password|hash|argon/i);
    const cookie = res.cookies.find((c) => c.name === 'maneno_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    // Only the token's hash is stored.
    const stored = await ctx.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(cookie.value);
    expect((await me(`maneno_session=${cookie.value}`)).json().user.email).toBe('ama@example.org');
  });

  it('refuses a wrong password and an unknown e-mail alike with 401 Identifiants invalides', async () => {
    const user = await ctx.createUser();
    for (const res of [
      await login(user.email, 'wrong password'),
      await login('nobody@example.org', TEST_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Identifiants invalides',
        code: 'INVALID_CREDENTIALS',
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses a suspended user, and ends the access of one suspended while signed in', async () => {
    const suspended = await ctx.createUser({ status: 'suspended' });
    const res = await login(suspended.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');

    const active = await ctx.createUser();
    const cookie = await ctx.signIn(active.email);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, active.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers 401 to /me without a session, with a forged token, and after logout', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('maneno_session=forged-token')).json()).toEqual({
      message: 'Connexion requise.',
      code: 'UNAUTHENTICATED',
    });
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'maneno_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('treats an expired session as signed out', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('gives a new session at every sign-in and drops the one sent with it (no fixation)', async () => {
    const user = await ctx.createUser();
    const first = await ctx.signIn(user.email);
    const res = await login(user.email, TEST_PASSWORD, { cookie: first });
    const second = res.cookies.find((c) => c.name === 'maneno_session')!.value;
    expect(`maneno_session=${second}`).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(`maneno_session=${second}`)).statusCode).toBe(200);
  });

  it('answers 429 after 10 failed tries in a minute for one e-mail and IP, even with the right password', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 10; i++)
      expect((await login(user.email, `wrong ${i}`)).statusCode).toBe(401);
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(blocked.json().message).toMatch(
      /^Trop de tentatives échouées\. Réessayez dans \d+ secondes\.$/,
    );
    expect(blocked.json().details.retryAfterSeconds).toBeGreaterThan(0);
    // Another account from the same address is not locked out by this one.
    const other = await ctx.createUser();
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers in English when the request asks for it', async () => {
    const res = await login('nobody@example.org', 'whatever', {
      'accept-language': 'en-GB,en;q=0.9,fr;q=0.8',
    });
    expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    const invalid = await login('not-an-email', 'x', { 'accept-language': 'en' });
    expect(invalid.json().message).toBe('body.email: Invalid email address');
    const invalidFr = await login('not-an-email', 'x');
    expect(invalidFr.json().message).toBe('body.email: adresse e-mail invalide');
  });

  it('does not count successful sign-ins towards the limit', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 12; i++)
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects malformed, incomplete and over-long login bodies with 400 and a message', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect(bad.json().message).toEqual(expect.any(String));

    const missing = await login('a@example.org', undefined as unknown as string);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.json().message).toMatch(/^body\.password: /);

    const notEmail = await login('not-an-email', 'x');
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().message).toMatch(/^body\.email: /);

    const longPassword = await login('a@example.org', 'x'.repeat(257));
    expect(longPassword.statusCode).toBe(400);
    const longEmail = await login(`${'a'.repeat(250)}@example.org`, 'x');
    expect(longEmail.statusCode).toBe(400);
  });
});

describeWithApp('change password', (ctx) => {
  const change = (cookie: string, currentPassword: unknown, newPassword: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password without changing anything', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const res = await change(cookie, 'not my password', 'a brand new pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Le mot de passe actuel est incorrect.',
      code: 'WRONG_PASSWORD',
    });
    await ctx.signIn(user.email, TEST_PASSWORD);
  });

  it('refuses the current password as the new one, a temporary one included, and keeps it forced', async () => {
    const user = await ctx.createUser();
    await ctx.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, user.id));
    const cookie = await ctx.signIn(user.email);
    const res = await change(cookie, TEST_PASSWORD, TEST_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
      code: 'PASSWORD_UNCHANGED',
    });
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, 'accept-language': 'en' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(english.json().message).toBe('The new password must be different from the current one.');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.mustChangePassword).toBe(true);

    expect((await change(cookie, TEST_PASSWORD, 'a password of my own')).statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().user.mustChangePassword).toBe(false);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const res = await change(cookie, TEST_PASSWORD, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/^body\.newPassword: /);
  });

  it('changes it: the old password is refused, the new one works, other sessions end', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const otherDevice = await ctx.signIn(user.email);
    expect((await change(cookie, TEST_PASSWORD, 'ŋgɔ́mbɛ and a long tail')).statusCode).toBe(204);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await ctx.signIn(user.email, 'ŋgɔ́mbɛ and a long tail');
    const meHere = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie },
    });
    const meThere = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: otherDevice },
    });
    expect(meHere.statusCode).toBe(200);
    expect(meThere.statusCode).toBe(401);
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
    });
    expect(res.statusCode).toBe(401);
  });
});
