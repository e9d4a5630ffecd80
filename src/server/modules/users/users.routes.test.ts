import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { recoveryCodes, sessions, users } from '@server/db/schema/users';
import { localWords } from '@server/db/schema/words';
import { buildWord } from '@server/test/factories';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';
import { send } from '@server/test/http';

describeWithApp('users', (ctx) => {
  const db = () => ctx.database.db;
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null,
    body?: object,
    language?: string,
  ) => send(ctx.app, method, url, cookie, body, language);

  /** An admin, signed in: the account and its cookie. */
  const signedInAdmin = async (email?: string) => {
    const admin = await ctx.createUser({ role: 'admin', email });
    return { admin, cookie: await ctx.signIn(admin.email) };
  };
  const superadmin = () => ctx.createUser({ role: 'admin', email: ctx.env.SUPERADMIN_EMAIL });
  const me = (cookie: string) => api('GET', '/api/auth/me', cookie);
  const login = (email: string, password: string) =>
    api('POST', '/api/auth/login', null, { email, password });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const c = res.cookies.find((cookie) => cookie.name === 'maneno_session')!;
    return `${c.name}=${c.value}`;
  };
  const row = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const sessionCount = async (userId: number) =>
    (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

  it('answers 401 to anonymous callers and 403 to editors and contributors on every route', async () => {
    const target = await ctx.createUser({ role: 'contributor' });
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/users'],
      ['POST', '/api/users', { email: 'new@example.org', role: 'admin' }],
      ['PUT', `/api/users/${target.id}`, { role: 'admin' }],
      ['DELETE', `/api/users/${target.id}`],
    ];
    const editor = await ctx.as('editor');
    const contributor = await ctx.signIn(target.email);
    for (const [method, url, body] of routes) {
      const anonymous = await api(method, url, null, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Connexion requise.', code: 'UNAUTHENTICATED' });
      for (const cookie of [editor, contributor]) {
        const res = await api(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    // Nothing was written by the refused calls.
    expect(await row(target.id)).toMatchObject({ role: 'contributor', isDeleted: false });
    expect(await db().select().from(users).where(eq(users.email, 'new@example.org'))).toEqual([]);
  });

  it('lists every live account with its role, status and badges, and never a secret', async () => {
    const boss = await superadmin();
    const { admin, cookie } = await signedInAdmin();
    const suspended = await ctx.createUser({ role: 'contributor', status: 'suspended' });
    const gone = await ctx.createUser();
    await db()
      .update(users)
      .set({ totpSecret: 'SECRET-A', totpPendingSecret: 'SECRET-B', twoFactorEnabled: true })
      .where(eq(users.id, admin.id));
    await db().update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));

    const res = await api('GET', '/api/users', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((u: { id: number }) => u.id)).toEqual([boss.id, admin.id, suspended.id]);
    expect(list[0]).toMatchObject({ email: ctx.env.SUPERADMIN_EMAIL, isSuperadmin: true });
    expect(list[1]).toMatchObject({
      id: admin.id,
      email: admin.email,
      role: 'admin',
      status: 'active',
      isSuperadmin: false,
      twoFactorEnabled: true,
      mustChangePassword: false,
    });
    expect(list[1].lastLogin).toBeGreaterThan(0);
    expect(list[1].createdAt).toBeGreaterThan(0);
    expect(list[2]).toMatchObject({ role: 'contributor', status: 'suspended', lastLogin: null });
    expect(Object.keys(list[1]).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isSuperadmin',
        'lastLogin',
        'mustChangePassword',
        'name',
        'role',
        'status',
        'twoFactorEnabled',
        'uid',
      ].sort(),
    );
    expect(res.body).not.toMatch(/password_?hash|totp|secret|argon2/i);
  });

  it('creates an account with a trimmed, lower-cased e-mail, the editor role by default, and its password', async () => {
    const { cookie } = await signedInAdmin();
    const res = await api('POST', '/api/users', cookie, {
      email: '  Ana.Mwangi@Example.ORG ',
      name: ' Ana Mwangi ',
      password: 'a good password',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.oneTimePassword).toBeNull();
    expect(body.user).toMatchObject({
      email: 'ana.mwangi@example.org',
      name: 'Ana Mwangi',
      role: 'editor',
      status: 'active',
      twoFactorEnabled: false,
      isSuperadmin: false,
      lastLogin: null,
      mustChangePassword: true,
    });
    expect(res.body).not.toMatch(/password_?hash|totp|secret|argon2/i);

    // The password the admin chose signs in, and the user is asked to choose their own.
    const signedIn = await login('ana.mwangi@example.org', 'a good password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'editor', mustChangePassword: true });

    const contributor = await api('POST', '/api/users', cookie, {
      email: 'c@example.org',
      role: 'contributor',
      status: 'suspended',
      name: '',
      password: 'another password',
    });
    expect(contributor.json().user).toMatchObject({
      role: 'contributor',
      status: 'suspended',
      name: null,
    });
  });

  it('generates a one-time password when none is given: shown once, it signs in and must be changed', async () => {
    const { cookie } = await signedInAdmin();
    const res = await api('POST', '/api/users', cookie, {
      email: 'kofi@example.org',
      role: 'contributor',
      password: '   ',
    });
    expect(res.statusCode).toBe(201);
    const { oneTimePassword, user } = res.json();
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(user.mustChangePassword).toBe(true);
    // Never again: the list does not carry it.
    expect((await api('GET', '/api/users', cookie)).body).not.toContain(oneTimePassword);
    // Another account gets another password.
    const other = await api('POST', '/api/users', cookie, { email: 'ama@example.org' });
    expect(other.json().oneTimePassword).not.toBe(oneTimePassword);

    const signedIn = await login('kofi@example.org', oneTimePassword);
    expect(signedIn.statusCode).toBe(200);
    const session = cookieOf(signedIn);
    expect((await me(session)).json().user.mustChangePassword).toBe(true);
    // Until then the back office's API is shut, two-factor enrolment included: whoever knows the
    // temporary password must not tie the account to their own device.
    for (const [method, url] of [
      ['GET', '/api/words/pending'],
      ['GET', '/api/dashboard/stats'],
      ['POST', '/api/auth/two-factor/setup'],
    ] as const) {
      const refused = await api(method, url, session);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
      expect(refused.json().message).toContain('Changer le mot de passe');
    }

    const changed = await api('POST', '/api/auth/change-password', session, {
      currentPassword: oneTimePassword,
      newPassword: 'my own password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(session)).json().user.mustChangePassword).toBe(false);
    expect((await api('GET', '/api/words/pending', session)).statusCode).toBe(200);
    expect((await login('kofi@example.org', oneTimePassword)).statusCode).toBe(401);
    expect((await login('kofi@example.org', 'my own password')).statusCode).toBe(200);
  });

  it('refuses bad input with clear messages, in the caller language, and writes nothing', async () => {
    const { cookie } = await signedInAdmin();
    const before = (await db().select().from(users)).length;
    const cases: [body: object, message: string][] = [
      [{ email: 'not-an-email' }, "L'adresse e-mail n'est pas valide."],
      [{ email: '   ' }, "L'e-mail est requis."],
      [{ role: 'editor' }, "L'e-mail est requis."],
      [
        { email: 'x@example.org', password: 'short7!' },
        'Le mot de passe doit contenir au moins 8 caractères.',
      ],
      [
        { email: 'x@example.org', password: 'x'.repeat(257) },
        'Le mot de passe ne peut pas dépasser 256 caractères.',
      ],
      [
        { email: 'x@example.org', role: 'root' },
        'Le rôle doit être « admin », « editor » ou « contributor ».',
      ],
      [
        { email: 'x@example.org', status: 'gone' },
        'Le statut doit être « active » ou « suspended ».',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/users', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    }
    const english = await api(
      'POST',
      '/api/users',
      cookie,
      { email: 'x@example.org', password: 'short' },
      'en',
    );
    expect(english.json().message).toBe('The password must be at least 8 characters long.');
    expect((await db().select().from(users)).length).toBe(before);

    const target = await ctx.createUser();
    for (const [body, message] of [
      [{ password: 'short' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ role: 'owner' }, 'Le rôle doit être « admin », « editor » ou « contributor ».'],
      [{ status: 'banned' }, 'Le statut doit être « active » ou « suspended ».'],
      [{ email: 'nope' }, "L'adresse e-mail n'est pas valide."],
    ] as const) {
      const res = await api('PUT', `/api/users/${target.id}`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await row(target.id)).toMatchObject({ email: target.email, role: 'editor' });
  });

  it('answers 409 when the e-mail is taken, whatever its case, on creation and on update', async () => {
    const { cookie } = await signedInAdmin();
    const ana = await ctx.createUser({ email: 'ana@example.org' });
    const kofi = await ctx.createUser({ email: 'kofi@example.org' });

    const created = await api('POST', '/api/users', cookie, { email: ' ANA@Example.org' });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({
      message: 'Un compte utilise déjà cette adresse e-mail.',
      code: 'CONFLICT',
    });

    const updated = await api('PUT', `/api/users/${kofi.id}`, cookie, {
      email: 'Ana@EXAMPLE.org',
    });
    expect(updated.statusCode).toBe(409);
    expect(updated.json().message).toBe('Un compte utilise déjà cette adresse e-mail.');
    expect((await row(kofi.id)).email).toBe('kofi@example.org');

    // Its own e-mail, in another case, is no collision.
    const same = await api('PUT', `/api/users/${ana.id}`, cookie, { email: 'ANA@example.org' });
    expect(same.statusCode).toBe(200);
    expect(same.json().email).toBe('ana@example.org');
    const renamed = await api('PUT', `/api/users/${kofi.id}`, cookie, {
      email: 'Kofi.Boateng@example.org',
    });
    expect(renamed.json().email).toBe('kofi.boateng@example.org');
  });

  it('gives one of several simultaneous creations for one e-mail the account, the others 409', async () => {
    const { cookie } = await signedInAdmin();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api('POST', '/api/users', cookie, {
          email: i % 2 ? 'race@example.org' : 'RACE@example.org',
          password: 'a good password',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await db().select().from(users).where(eq(users.email, 'race@example.org'))).toHaveLength(
      1,
    );
  });

  it('keeps the password when it is blank or absent, changes the name only when sent', async () => {
    const { cookie } = await signedInAdmin();
    const target = await ctx.createUser({ role: 'contributor' });
    await db().update(users).set({ name: 'Amani' }).where(eq(users.id, target.id));

    const res = await api('PUT', `/api/users/${target.id}`, cookie, {
      role: 'editor',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'editor', name: 'Amani', mustChangePassword: false });
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);

    const named = await api('PUT', `/api/users/${target.id}`, cookie, { name: '  Amani Juma ' });
    expect(named.json()).toMatchObject({ name: 'Amani Juma', role: 'editor', status: 'active' });
    const cleared = await api('PUT', `/api/users/${target.id}`, cookie, { name: '' });
    expect(cleared.json().name).toBeNull();
  });

  it("resets someone's password: it must be changed at their next sign-in, and their sessions end", async () => {
    const { admin, cookie } = await signedInAdmin();
    const target = await ctx.createUser();
    const theirs = await ctx.signIn(target.email);

    const res = await api('PUT', `/api/users/${target.id}`, cookie, {
      password: 'chosen by admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    expect((await me(theirs)).statusCode).toBe(401);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(401);
    const again = await login(target.email, 'chosen by admin');
    expect(again.json().user.mustChangePassword).toBe(true);

    expect((await me(cookie)).statusCode).toBe(200);
    expect(admin.id).not.toBe(target.id);
  });

  it("changes no one's own password or second factor here: that needs the current password", async () => {
    const { admin, cookie } = await signedInAdmin();
    const elsewhere = await ctx.signIn(admin.email);
    await db()
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: 'ENC-SECRET' })
      .where(eq(users.id, admin.id));
    const before = await row(admin.id);
    const message =
      'Changez votre propre mot de passe ou votre authentification à deux facteurs sur la page « Changer le mot de passe », qui demande le mot de passe actuel.';
    for (const body of [
      { password: 'my new password' },
      { twoFactorEnabled: false },
      { name: 'Me', password: 'my new password' },
    ]) {
      const res = await api('PUT', `/api/users/${admin.id}`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual({ message, code: 'ACTION_FORBIDDEN' });
    }
    const english = await api(
      'PUT',
      `/api/users/${admin.id}`,
      cookie,
      { password: 'x'.repeat(9) },
      'en',
    );
    expect(english.json().message).toBe(
      'Change your own password or two-factor sign-in on the "Change password" page, which asks for your current password.',
    );
    // Nothing changed, and the other session is still valid.
    expect(await row(admin.id)).toEqual(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
    // The edit dialog sends the unchanged second factor with every save: no change, no refusal.
    const named = await api('PUT', `/api/users/${admin.id}`, cookie, {
      name: 'Me',
      twoFactorEnabled: true,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ name: 'Me', twoFactorEnabled: true });
  });

  it("never lets another admin change the superadmin's password or second factor", async () => {
    const boss = await superadmin();
    await db()
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: 'ENC-SECRET' })
      .where(eq(users.id, boss.id));
    await db().insert(recoveryCodes).values({ userId: boss.id, codeHash: 'boss-code' });
    const before = await row(boss.id);
    const { cookie } = await signedInAdmin();
    for (const body of [{ password: 'taken over!' }, { twoFactorEnabled: false }]) {
      const res = await api('PUT', `/api/users/${boss.id}`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual({
        message:
          'Seul le superadmin peut changer son mot de passe ou son authentification à deux facteurs.',
        code: 'ACTION_FORBIDDEN',
      });
      const english = await api('PUT', `/api/users/${boss.id}`, cookie, body, 'en');
      expect(english.json().message).toBe(
        'Only the superadmin can change its own password or two-factor sign-in.',
      );
    }
    expect(await row(boss.id)).toEqual(before);
    expect(await db().select().from(recoveryCodes)).toHaveLength(1);
    expect((await login(boss.email, 'taken over!')).statusCode).toBe(401);
  });

  it('suspending a user ends all their sessions at once; reactivating lets them sign in again', async () => {
    const { cookie } = await signedInAdmin();
    const target = await ctx.createUser();
    const first = await ctx.signIn(target.email);
    const second = await ctx.signIn(target.email);
    expect((await me(first)).statusCode).toBe(200);
    expect(await sessionCount(target.id)).toBe(2);

    const res = await api('PUT', `/api/users/${target.id}`, cookie, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('suspended');
    expect(await sessionCount(target.id)).toBe(0);
    for (const session of [first, second]) {
      expect((await me(session)).statusCode).toBe(401);
      expect((await api('GET', '/api/users', session)).statusCode).toBe(401);
    }
    const refused = await login(target.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ce compte est suspendu.');

    const back = await api('PUT', `/api/users/${target.id}`, cookie, { status: 'active' });
    expect(back.json().status).toBe('active');
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('deletes a user: sessions end, the account leaves the list, the e-mail is free, the words stay', async () => {
    const { cookie } = await signedInAdmin();
    const target = await ctx.createUser({ email: 'leaving@example.org', role: 'contributor' });
    const theirs = await ctx.signIn(target.email);
    await db().insert(recoveryCodes).values({ userId: target.id, codeHash: 'x' });
    const word = await buildWord(db(), { submittedBy: target.id, localWord: 'maji' });

    const res = await api('DELETE', `/api/users/${target.id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect((await me(theirs)).statusCode).toBe(401);
    expect(await sessionCount(target.id)).toBe(0);
    expect(await db().select().from(recoveryCodes)).toEqual([]);
    expect((await login('leaving@example.org', TEST_PASSWORD)).statusCode).toBe(401);
    const list = (await api('GET', '/api/users', cookie)).json();
    expect(list.map((u: { email: string }) => u.email)).not.toContain('leaving@example.org');
    expect((await api('DELETE', `/api/users/${target.id}`, cookie)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/api/users/${target.id}`, cookie, { role: 'admin' })).statusCode,
    ).toBe(404);

    // Their word keeps its author.
    const [kept] = await db().select().from(localWords).where(eq(localWords.id, word.id));
    expect(kept).toMatchObject({ submittedBy: target.id, isDeleted: false });
    const entry = await api('GET', `/api/words/${word.id}`, cookie);
    expect(entry.json().localWord.submitterEmail).toBe('leaving@example.org');

    // The e-mail can be given to a new account, which signs in with its own password.
    const reused = await api('POST', '/api/users', cookie, {
      email: 'Leaving@example.org',
      password: 'a fresh password',
    });
    expect(reused.statusCode).toBe(201);
    expect(reused.json().user.id).not.toBe(target.id);
    expect((await login('leaving@example.org', 'a fresh password')).statusCode).toBe(200);
  });

  it('never deletes the superadmin, nor changes its e-mail, suspends or demotes it', async () => {
    const boss = await superadmin();
    const { cookie } = await signedInAdmin();
    const del = await api('DELETE', `/api/users/${boss.id}`, cookie);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({
      message: 'Le superadmin ne peut pas être supprimé.',
      code: 'ACTION_FORBIDDEN',
    });
    const english = await api('DELETE', `/api/users/${boss.id}`, cookie, undefined, 'en');
    expect(english.json().message).toBe('The superadmin cannot be deleted.');

    const refusals: [object, string][] = [
      [{ email: 'other@example.org' }, "L'e-mail du superadmin ne peut pas être modifié."],
      [{ status: 'suspended' }, 'Le superadmin ne peut pas être suspendu.'],
      [{ role: 'editor' }, 'Le superadmin reste administrateur.'],
    ];
    for (const [body, message] of refusals) {
      const res = await api('PUT', `/api/users/${boss.id}`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual({ message, code: 'ACTION_FORBIDDEN' });
    }
    expect(await row(boss.id)).toMatchObject({
      email: ctx.env.SUPERADMIN_EMAIL,
      status: 'active',
      role: 'admin',
      isDeleted: false,
    });

    // Other changes are fine, including its own unchanged e-mail sent back.
    const named = await api('PUT', `/api/users/${boss.id}`, cookie, {
      email: ctx.env.SUPERADMIN_EMAIL.toUpperCase(),
      name: 'Chief',
      role: 'admin',
      status: 'active',
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ name: 'Chief', isSuperadmin: true });
  });

  it('never lets an admin delete, suspend or demote their own account', async () => {
    const { admin, cookie } = await signedInAdmin();
    const del = await api('DELETE', `/api/users/${admin.id}`, cookie);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({
      message: 'Vous ne pouvez pas supprimer votre propre compte.',
      code: 'ACTION_FORBIDDEN',
    });
    const suspend = await api('PUT', `/api/users/${admin.id}`, cookie, { status: 'suspended' });
    expect(suspend.statusCode).toBe(403);
    expect(suspend.json().message).toBe('Vous ne pouvez pas suspendre votre propre compte.');
    const demote = await api('PUT', `/api/users/${admin.id}`, cookie, { role: 'contributor' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(
      "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
    );
    expect(await row(admin.id)).toMatchObject({
      role: 'admin',
      status: 'active',
      isDeleted: false,
    });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const { cookie } = await signedInAdmin();
    for (const [method, body] of [
      ['PUT', { role: 'editor' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, '/api/users/999999', cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Utilisateur introuvable.', code: 'NOT_FOUND' });
    }
  });

  it('turns two-factor sign-in off for a user who lost their device, and never on for them', async () => {
    const { cookie } = await signedInAdmin();
    const target = await ctx.createUser();
    const lone = await ctx.createUser();
    await db()
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: 'ENC-SECRET', totpPendingSecret: 'ENC-PENDING' })
      .where(eq(users.id, target.id));
    await db()
      .insert(recoveryCodes)
      .values([
        { userId: target.id, codeHash: 'h1' },
        { userId: target.id, codeHash: 'h2' },
        { userId: lone.id, codeHash: 'h3' },
      ]);
    const res = await api('PUT', `/api/users/${target.id}`, cookie, { twoFactorEnabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactorEnabled).toBe(false);
    expect(res.body).not.toMatch(/totp|secret|ENC-/i);
    expect(await row(target.id)).toMatchObject({
      twoFactorEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
    });
    const codes = await db().select().from(recoveryCodes);
    expect(codes.map((c) => c.userId)).toEqual([lone.id]);

    // Turning it on needs the user's own authenticator: refused, with where they can do it.
    const on = await api('PUT', `/api/users/${target.id}`, cookie, { twoFactorEnabled: true });
    expect(on.statusCode).toBe(400);
    expect(on.json()).toEqual({
      message:
        "Seul l'utilisateur peut activer l'authentification à deux facteurs, depuis la section sécurité de la page « Changer le mot de passe ».",
      code: 'BAD_REQUEST',
    });
    expect((await row(target.id)).twoFactorEnabled).toBe(false);
    // Sending the current value (on, for an enrolled user) is no change and no error.
    await db()
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: 'ENC-SECRET' })
      .where(eq(users.id, lone.id));
    const kept = await api('PUT', `/api/users/${lone.id}`, cookie, { twoFactorEnabled: true });
    expect(kept.json().twoFactorEnabled).toBe(true);
  });
});
