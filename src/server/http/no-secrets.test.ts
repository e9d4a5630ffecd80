import { createHash } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema/users';
import {
  buildEnglishWord,
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildRegion,
  buildWord,
} from '@server/test/factories';
import { TEST_PASSWORD } from '@server/test/harness';
import { fillPath, registeredRoutes, ROUTE_ACCESS } from '@server/test/route-access';
import { describeWithSharedApp } from '@server/test/shared-app';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPTOTPSECRETNEVERSHOWN';
const PENDING_TOTP_SECRET = 'KRSXG5CTMVRXEZLUPENDINGSECRETNEVERSHOWN';

/**
 * The admin-only backup archive is a copy of the whole database: it must hold the password
 * hashes (and the encrypted TOTP secrets) to restore the accounts. It is checked by the backup
 * tests, not here.
 */
const HOLDS_SECRETS_BY_DESIGN = ['GET /api/backup/download'];

/**
 * No answer of any route ever carries a password hash, a TOTP secret, a session token or its
 * stored hash: every GET route, called as an admin with ids of real rows, and sign-in and /me.
 */
describeWithSharedApp('no endpoint returns secrets', (ctx) => {
  const secrets: string[] = [];
  const params: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    await db
      .update(users)
      .set({ totpSecret: TOTP_SECRET, totpPendingSecret: PENDING_TOTP_SECRET })
      .where(isNotNull(users.id));
    // Rows every read has something to show about, users linked in (submitter, reviewer).
    const region = await buildRegion(db);
    const locality = await buildLocality(db, { countryId: region.countryId, regionId: region.id });
    const language = await buildLanguage(db, {}, [locality.id]);
    const french = await buildFrenchWord(db, { word: 'eau', definition: 'liquide' });
    await buildEnglishWord(db, { word: 'water' }, french.id);
    const word = await buildWord(db, {
      languageId: language.id,
      frenchId: french.id,
      localWord: 'maji',
      submittedBy: ctx.users.contributor.id,
      reviewedBy: ctx.users.admin.id,
    });
    await buildWord(db, {
      languageId: language.id,
      localWord: 'moto',
      status: 'pending',
      submittedBy: ctx.users.contributor.id,
    });
    const expression = await buildExpression(db, [word.id]);
    const ids = {
      id: String(word.id),
      wordId: String(word.id),
      slug: 'maji',
      code: 'fr',
    };
    for (const key of Object.keys(ROUTE_ACCESS)) params[key] = ids;
    params['GET /api/expressions/:id'] = { id: String(expression.id) };
    params['GET /api/localities/:id/languages'] = { id: String(locality.id) };
    params['GET /api/dictionary/:side/word/:id'] = { side: 'french', id: String(french.id) };

    // What must never come back: hashes, secrets, every session's token and stored hash.
    const rows = await db.select().from(users);
    for (const row of rows) secrets.push(row.passwordHash);
    secrets.push(TOTP_SECRET, PENDING_TOTP_SECRET, '$argon2');
    for (const cookie of Object.values(ctx.cookies)) {
      const token = cookie.split('=')[1]!;
      secrets.push(token, createHash('sha256').update(token).digest('hex'));
    }
    for (const session of await db.select().from(sessions)) secrets.push(session.tokenHash);
  });

  const expectNoSecret = (what: string, body: string) => {
    for (const secret of secrets)
      expect(body.includes(secret), `${what} holds ${secret}`).toBe(false);
  };

  it('in any GET route’s answer, as an admin', async () => {
    const gets = registeredRoutes(ctx.app.routeList).filter(
      (key) => key.startsWith('GET ') && !HOLDS_SECRETS_BY_DESIGN.includes(key),
    );
    expect(gets.length).toBeGreaterThan(40);
    let served = 0;
    for (const key of gets) {
      const url = key.slice(4);
      const res = await ctx.app.inject({
        method: 'GET',
        url: fillPath(url, { ...params[key], ...ROUTE_ACCESS[key]?.params }),
        headers: { cookie: ctx.cookies.admin },
      });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 200) served++;
      expectNoSecret(key, res.body);
    }
    // Most reads found the seeded rows rather than answering 404.
    expect(served).toBeGreaterThan(gets.length * 0.8);
  });

  it('in sign-in’s and /me’s answers', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ctx.users.admin.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((c) => c.name === 'maneno_session')!.value;
    secrets.push(token);
    expectNoSecret('login', login.body);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `maneno_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    expectNoSecret('me', me.body);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, ctx.users.admin.id));
    expect(row!.totpSecret).toBe(TOTP_SECRET);
  });
});
