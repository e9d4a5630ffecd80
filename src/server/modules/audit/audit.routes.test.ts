import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '@server/db/schema/users';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { AuditEntry, AuditPage } from '@shared/schemas/audit';

describeWithApp('audit log API', (ctx) => {
  const db = () => ctx.database.db;
  const DAY = 86_400_000;
  const T0 = Date.UTC(2026, 0, 10, 12);

  /** Entries written directly, at known times (the hook's own are tested in audit-hook.test.ts). */
  async function seed(userA: { id: number; email: string }, userB: { id: number; email: string }) {
    await db()
      .insert(auditLog)
      .values([
        {
          at: T0,
          userId: userA.id,
          userEmail: userA.email,
          action: 'create',
          entity: 'word',
          entityId: '1',
          changes: { localWord: 'simba' },
        },
        {
          at: T0 + DAY,
          userId: userA.id,
          userEmail: userA.email,
          action: 'update',
          entity: 'word',
          entityId: '1',
          changes: { localWord: 'simba', frenchWord: 'lion' },
        },
        {
          at: T0 + 2 * DAY,
          userId: userB.id,
          userEmail: userB.email,
          action: 'create',
          entity: 'language',
          entityId: '7',
          changes: { name: 'Lingala' },
        },
        {
          at: T0 + 3 * DAY,
          userId: userB.id,
          userEmail: userB.email,
          action: 'delete',
          entity: 'language',
          entityId: '7',
        },
        {
          at: T0 + 4 * DAY,
          userId: null,
          userEmail: 'stranger@example.org',
          action: 'sign-in-failed',
          entity: 'session',
        },
      ]);
  }

  const get = async (cookie: string | null, query = '') =>
    send(ctx.app, 'GET', `/api/audit${query}`, cookie);
  const page = async (cookie: string, query = '') => {
    const res = await get(cookie, query);
    expect(res.statusCode).toBe(200);
    return res.json<AuditPage>();
  };
  /** The seeded entries only (each test's sign-ins are entries too). */
  const seeded = (p: AuditPage) => p.data.filter((e) => e.at < T0 + 10 * DAY);

  it('is for admins only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(null)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await get(await ctx.as('editor'))).statusCode).toBe(403);
    expect((await get(await ctx.as('contributor'))).statusCode).toBe(403);
    expect(
      (await send(ctx.app, 'GET', '/api/audit/filters', await ctx.as('editor'))).statusCode,
    ).toBe(403);
    expect((await get(await ctx.as('admin'))).statusCode).toBe(200);
  });

  it('lists entries newest first, paged, with who, what and the fields set', async () => {
    const admin = await ctx.createUser({ role: 'admin', email: 'admin@example.org' });
    const cookie = await ctx.signIn(admin.email);
    const editor = await ctx.createUser({ email: 'editor@example.org' });
    await seed(admin, editor);

    const all = await page(cookie);
    // The admin's own sign-in is the newest entry.
    expect(all.data[0]).toMatchObject({
      action: 'sign-in',
      entity: 'session',
      user: { id: admin.id, email: 'admin@example.org', deleted: false },
    });
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    expect(seeded(all).map((e) => `${e.action} ${e.entity}`)).toEqual([
      'sign-in-failed session',
      'delete language',
      'create language',
      'update word',
      'create word',
    ]);
    const update = all.data.find((e) => e.action === 'update')!;
    expect(update).toEqual<AuditEntry>({
      id: expect.any(Number),
      at: T0 + DAY,
      action: 'update',
      entity: 'word',
      entityId: '1',
      changes: { localWord: 'simba', frenchWord: 'lion' },
      ip: null,
      user: { id: admin.id, email: 'admin@example.org', deleted: false },
    });
    // A failed sign-in: the address tried, no user, not a deleted one.
    expect(all.data.find((e) => e.action === 'sign-in-failed')!.user).toEqual({
      id: null,
      email: 'stranger@example.org',
      deleted: false,
    });

    const first = await page(cookie, '?limit=10&page=1');
    expect(first.data).toHaveLength(6);
    const second = await page(cookie, '?limit=10&page=2');
    expect(second).toEqual({
      data: [],
      pagination: { page: 2, limit: 10, total: 6, totalPages: 1 },
    });
  });

  it('pages through many entries', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const cookie = await ctx.signIn(admin.email);
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          at: T0 + i,
          userId: admin.id,
          userEmail: admin.email,
          action: 'update',
          entity: 'word',
          entityId: String(i),
        })),
      );
    const p1 = await page(cookie, '?limit=10&entity=word');
    const p3 = await page(cookie, '?limit=10&entity=word&page=3');
    expect(p1.pagination).toEqual({ page: 1, limit: 10, total: 24, totalPages: 3 });
    expect(p1.data.map((e) => e.entityId)).toEqual([
      '23',
      '22',
      '21',
      '20',
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
    ]);
    expect(p3.data.map((e) => e.entityId)).toEqual(['3', '2', '1', '0']);
  });

  it('filters by user id, e-mail text, entity, action and time range', async () => {
    const admin = await ctx.createUser({ role: 'admin', email: 'admin@example.org' });
    const cookie = await ctx.signIn(admin.email);
    const editor = await ctx.createUser({ email: 'kofi.editor@example.org' });
    await seed(admin, editor);
    const names = async (query: string) =>
      seeded(await page(cookie, query)).map((e) => `${e.action} ${e.entity}`);

    expect(await names(`?userId=${editor.id}`)).toEqual(['delete language', 'create language']);
    expect(await names('?user=KOFI')).toEqual(['delete language', 'create language']);
    expect(await names('?user=stranger')).toEqual(['sign-in-failed session']);
    // % and _ are text, not wildcards.
    expect(await names('?user=%25')).toEqual([]);
    expect(await names('?entity=word')).toEqual(['update word', 'create word']);
    expect(await names('?action=create')).toEqual(['create language', 'create word']);
    expect(await names('?entity=language&action=create')).toEqual(['create language']);
    expect(await names(`?from=${T0 + DAY}&to=${T0 + 3 * DAY}`)).toEqual([
      'create language',
      'update word',
    ]);
    const filtered = await page(cookie, `?entity=word&userId=${admin.id}`);
    expect(filtered.pagination.total).toBe(2);

    const filters = await send(ctx.app, 'GET', '/api/audit/filters', cookie);
    expect(filters.json()).toEqual({
      entities: ['language', 'session', 'word'],
      actions: ['create', 'delete', 'sign-in', 'sign-in-failed', 'update'],
    });
  });

  it('refuses a bad query with 400', async () => {
    const cookie = await ctx.as('admin');
    for (const query of [
      '?limit=7',
      '?page=0',
      '?page=x',
      '?userId=-1',
      '?entity=Word;drop',
      `?action=${'a'.repeat(41)}`,
      '?from=yesterday',
      '?from=10&to=5',
    ]) {
      const res = await get(cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('still shows the e-mail of a user deleted since', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const cookie = await ctx.signIn(admin.email);
    const gone = await ctx.createUser({ email: 'gone@example.org', role: 'editor' });
    const goneCookie = await ctx.signIn(gone.email);
    const created = await send(ctx.app, 'POST', '/api/languages', goneCookie, { name: 'Ewondo' });
    expect(created.statusCode).toBe(201);
    // The users API belongs elsewhere: the row goes directly.
    await db().delete(users).where(eq(users.id, gone.id));

    const list = await page(cookie, '?user=gone@example.org');
    expect(list.data.map((e) => [e.action, e.entity, e.user])).toEqual([
      ['create', 'language', { id: null, email: 'gone@example.org', deleted: true }],
      ['sign-in', 'session', { id: null, email: 'gone@example.org', deleted: true }],
    ]);
  });
});
