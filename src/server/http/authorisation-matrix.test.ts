import { expect, it } from 'vitest';
import {
  CALLERS,
  fillPath,
  mayCall,
  registeredRoutes,
  ROUTE_ACCESS,
  type Caller,
} from '@server/test/route-access';
import { describeWithSharedApp } from '@server/test/shared-app';

/**
 * Every registered route, called as each kind of caller, is refused or served as the roles
 * table says (src/server/test/route-access.ts): refused means exactly 401 for anonymous callers
 * and 403 for signed-in ones; served means anything but 401/403 (400 and 404 are fine: the
 * calls use ids that exist nowhere and bodies that fail validation, so they change nothing).
 */
describeWithSharedApp('authorisation matrix', (ctx) => {
  it('lists every registered route, and only those', () => {
    const registered = registeredRoutes(ctx.app.routeList);
    const listed = Object.keys(ROUTE_ACCESS);
    expect(
      registered.filter((r) => !listed.includes(r)),
      'routes missing from ROUTE_ACCESS',
    ).toEqual([]);
    expect(
      listed.filter((r) => !registered.includes(r)),
      'ROUTE_ACCESS rows naming no route',
    ).toEqual([]);
  });

  it.each(Object.entries(ROUTE_ACCESS))('%s', async (key, spec) => {
    const [method, url] = key.split(' ') as [string, string];
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number | 'served'> = {};
    for (const caller of CALLERS) {
      let cookie: string | undefined;
      if (caller !== 'anonymous') {
        cookie = spec.endsSession ? await ctx.signIn(ctx.users[caller].email) : ctx.cookies[caller];
      }
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: fillPath(url, spec.params),
        headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
        ...(spec.body !== undefined ? { payload: spec.body as object } : {}),
      });
      const served = mayCall(spec.access, caller as Caller);
      outcomes[caller] =
        served && res.statusCode !== 401 && res.statusCode !== 403 ? -1 : res.statusCode;
      expected[caller] = served ? 'served' : caller === 'anonymous' ? 401 : 403;
      if (!served) {
        expect(res.json(), `${caller}: ${res.body}`).toMatchObject({
          code: caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        });
      }
      expect(res.statusCode, `${caller}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    }
    const actual = Object.fromEntries(
      Object.entries(outcomes).map(([caller, status]) => [
        caller,
        status === -1 ? 'served' : status,
      ]),
    );
    expect(actual).toEqual(expected);
  });
});
