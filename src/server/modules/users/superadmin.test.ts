import { expect, it } from 'vitest';
import { users } from '@server/db/schema/users';
import { describeWithApp } from '@server/test/harness';
import { ensureSuperadmin } from './superadmin';

describeWithApp('superadmin bootstrap', (ctx) => {
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates the account with the configured password, once, and never overwrites it', async () => {
    const first = await ensureSuperadmin(ctx.database.db, 'boss@example.org', 'configured pass');
    expect(first).toMatchObject({ email: 'boss@example.org', created: true });
    expect(first.generatedPassword).toBeUndefined();
    const res = await login('boss@example.org', 'configured pass');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', isSuperadmin: false });

    const again = await ensureSuperadmin(ctx.database.db, 'boss@example.org', 'another password');
    expect(again).toMatchObject({ id: first.id, created: false });
    expect((await login('boss@example.org', 'configured pass')).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it('generates a password when none is configured, and that password signs in', async () => {
    const result = await ensureSuperadmin(ctx.database.db, ctx.env.SUPERADMIN_EMAIL, undefined);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const res = await login(ctx.env.SUPERADMIN_EMAIL, result.generatedPassword!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'admin@maneno.local', isSuperadmin: true });
  });
});
