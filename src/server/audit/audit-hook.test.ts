import { asc, eq, ne, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '@server/db/schema/users';
import { wavTone } from '@server/test/audio-fixtures';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp, TEST_PASSWORD } from '@server/test/harness';
import { send } from '@server/test/http';
import { auditTarget } from './audit-hook';

describeWithApp('audit hook', (ctx) => {
  const db = () => ctx.database.db;
  /** The entries other than sign-ins (every test signs in first), oldest first. */
  const entries = (action?: string) =>
    db()
      .select()
      .from(auditLog)
      .where(action ? eq(auditLog.action, action) : ne(auditLog.action, 'sign-in'))
      .orderBy(asc(auditLog.id));

  it('records a word edit (multipart): who, the word, its id and the fields set, files by name', async () => {
    const editor = await ctx.createUser({ role: 'editor', email: 'editor@example.org' });
    const cookie = await ctx.signIn(editor.email);
    const language = await buildLanguage(db());
    const word = await buildWord(db(), { languageId: language.id, localWord: 'simba' });

    const res = await send(ctx.app, 'PUT', `/api/words/${word.id}`, cookie, {
      fields: { languageId: String(language.id), localWord: 'simba', frenchWord: 'lion' },
      files: [{ field: 'audio1', name: 'simba.wav', type: 'audio/wav', data: wavTone() }],
    });
    expect(res.statusCode).toBe(200);

    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      userId: editor.id,
      userEmail: 'editor@example.org',
      action: 'update',
      entity: 'word',
      entityId: String(word.id),
      changes: {
        languageId: String(language.id),
        localWord: 'simba',
        frenchWord: 'lion',
        audio1: { name: 'simba.wav', type: 'audio/wav', size: wavTone().length },
      },
    });
    expect(entry!.at).toBeGreaterThan(Date.now() - 60_000);
    expect(entry!.ip).toBeTruthy();
  });

  it('records a create with the new row id and a delete of another resource', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const cookie = await ctx.signIn(admin.email);
    const created = await send(ctx.app, 'POST', '/api/languages', cookie, {
      name: 'Kiswahili',
      adminCode: 'SW',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await send(ctx.app, 'DELETE', `/api/languages/${id}`, cookie)).statusCode).toBe(204);

    expect(await entries()).toMatchObject([
      {
        userId: admin.id,
        userEmail: admin.email,
        action: 'create',
        entity: 'language',
        entityId: String(id),
        changes: { name: 'Kiswahili', adminCode: 'SW' },
      },
      {
        userId: admin.id,
        action: 'delete',
        entity: 'language',
        entityId: String(id),
        // What the deletion took, and the trash item that can bring it back.
        changes: {
          name: 'Kiswahili',
          trashId: expect.any(Number),
          words: 0,
          expressions: 0,
          recordings: 0,
        },
      },
    ]);
  });

  it('records a moderation decision as a status change', async () => {
    const cookie = await ctx.as('editor');
    const word = await buildWord(db(), { status: 'pending' });
    const res = await send(ctx.app, 'PATCH', `/api/words/${word.id}/status`, cookie, {
      status: 'approved',
    });
    expect(res.statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      {
        action: 'status',
        entity: 'word',
        entityId: String(word.id),
        changes: { status: 'approved' },
      },
    ]);
  });

  it('records a successful sign-in with the user who signed in, and the sign-out', async () => {
    const user = await ctx.createUser({ email: 'amina@example.org' });
    const cookie = await ctx.signIn('Amina@Example.org');
    expect(await entries('sign-in')).toMatchObject([
      {
        userId: user.id,
        userEmail: 'amina@example.org',
        entity: 'session',
        changes: null,
      },
    ]);
    await send(ctx.app, 'POST', '/api/auth/logout', cookie);
    expect(await entries('sign-out')).toMatchObject([
      { userId: user.id, userEmail: 'amina@example.org', entity: 'session' },
    ]);
    // A sign-out without a session changed nothing: no line.
    await send(ctx.app, 'POST', '/api/auth/logout', null);
    expect(await entries('sign-out')).toHaveLength(1);
  });

  it('records a failed sign-in with the attempted e-mail, no user id and no password', async () => {
    const user = await ctx.createUser({ email: 'amina@example.org' });
    const secret = 'not-the-right-password-42';
    const wrong = await send(ctx.app, 'POST', '/api/auth/login', null, {
      email: 'amina@example.org',
      password: secret,
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await send(ctx.app, 'POST', '/api/auth/login', null, {
      email: 'nobody@example.org',
      password: secret,
    });
    expect(unknown.statusCode).toBe(401);
    const suspended = await ctx.createUser({ email: 'off@example.org', status: 'suspended' });
    const refused = await send(ctx.app, 'POST', '/api/auth/login', null, {
      email: suspended.email,
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);

    const failed = await entries('sign-in-failed');
    expect(failed).toMatchObject([
      { userId: null, userEmail: 'amina@example.org', entity: 'session', changes: null },
      { userId: null, userEmail: 'nobody@example.org', entity: 'session' },
      { userId: null, userEmail: 'off@example.org', entity: 'session' },
    ]);
    const everything = JSON.stringify(await db().select().from(auditLog));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(TEST_PASSWORD);
    expect(user.id).toBeGreaterThan(0);
  });

  it('records a password change without any password', async () => {
    const user = await ctx.createUser();
    const cookie = await ctx.signIn(user.email);
    const res = await send(ctx.app, 'POST', '/api/auth/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new secret phrase',
    });
    expect(res.statusCode).toBe(204);
    const [entry] = await entries('password');
    expect(entry).toMatchObject({
      userId: user.id,
      entity: 'user',
      entityId: String(user.id),
      changes: { currentPassword: '[redacted]', newPassword: '[redacted]' },
    });
    const everything = JSON.stringify(await db().select().from(auditLog));
    expect(everything).not.toContain('a brand new secret phrase');
    expect(everything).not.toContain(TEST_PASSWORD);
  });

  it('records nothing for reads and refused requests', async () => {
    const contributor = await ctx.as('contributor');
    const editor = await ctx.as('editor');
    const word = await buildWord(db());
    await send(ctx.app, 'GET', '/api/languages', editor);
    await send(ctx.app, 'GET', `/api/words/${word.id}`, editor);
    expect((await send(ctx.app, 'POST', '/api/languages', editor, { name: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(ctx.app, 'POST', '/api/languages', contributor, { name: 'Lingala' })).statusCode,
    ).toBe(403);
    expect(
      (await send(ctx.app, 'POST', '/api/languages', null, { name: 'Lingala' })).statusCode,
    ).toBe(401);
    expect((await send(ctx.app, 'DELETE', '/api/languages/999999', editor)).statusCode).toBe(404);
    expect(
      (await send(ctx.app, 'PATCH', `/api/words/${word.id}/status`, contributor, { status: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it('keeps the answer when the entry cannot be written, and logs the failure', async () => {
    const cookie = await ctx.as('editor');
    const error = vi.spyOn(ctx.app.log, 'error');
    // The log's table gone for a moment: the change is made and answered all the same.
    await ctx.database.db.execute(sql.raw('alter table audit_log rename to audit_log_away'));
    try {
      const res = await send(ctx.app, 'POST', '/api/languages', cookie, { name: 'Lingala' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Lingala' });
    } finally {
      await ctx.database.db.execute(sql.raw('alter table audit_log_away rename to audit_log'));
    }
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ route: '/api/languages', method: 'POST' }),
      'audit entry not written',
    );
    error.mockRestore();
    const list = await send(ctx.app, 'GET', '/api/languages', null);
    expect(list.json()).toMatchObject([{ name: 'Lingala' }]);
  });
});

it('derives entity and action from the route, unless its setting says otherwise', () => {
  expect(auditTarget('PUT', '/api/words/:id', undefined)).toMatchObject({
    entity: 'word',
    action: 'update',
    idParam: 'id',
  });
  expect(auditTarget('POST', '/api/localities/', undefined)).toMatchObject({
    entity: 'locality',
    action: 'create',
  });
  expect(
    auditTarget('DELETE', '/api/languages/:id/localities/:localityId', undefined),
  ).toMatchObject({ entity: 'language', action: 'update', idParam: 'id' });
  expect(auditTarget('PATCH', '/api/words/:id/status', { action: 'status' })).toMatchObject({
    entity: 'word',
    action: 'status',
  });
  expect(auditTarget('GET', '/api/words/:id', undefined)).toBeNull();
  expect(auditTarget('GET', '/api/backup/download', { action: 'download' })).toMatchObject({
    entity: 'backup',
    action: 'download',
  });
  expect(auditTarget('POST', '/api/languages/', false)).toBeNull();
  expect(auditTarget('POST', '/robots.txt', undefined)).toBeNull();
});
