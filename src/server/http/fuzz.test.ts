import fc from 'fast-check';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { schema } from '@server/db/schema';
import { multipartPayload } from '@server/test/audio-fixtures';
import { buildExpression, buildLanguage, buildLocality, buildWord } from '@server/test/factories';
import { registeredRoutes, ROUTE_ACCESS, type RouteSpec } from '@server/test/route-access';
import { describeWithSharedApp } from '@server/test/shared-app';

/** Runs per route and caller: 10 keeps the whole file well under a minute per database. */
const NUM_RUNS = 10;

/**
 * Tables whose rows a refused request may change by design: failed sign-ins are counted
 * (rate_limits) and recorded (audit_log, decision 021), and a wrong second-factor code spends one
 * of its challenge's attempts (sign_in_challenges). Everything else must be exactly as before any
 * 4xx answer.
 */
const CHANGED_BY_REFUSALS = new Set(['rate_limits', 'audit_log', 'sign_in_challenges']);

/** Routes not fuzzed, and why. */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/docs/static/*': 'static files of Swagger UI, served by @fastify/static',
};

const tables = Object.values(schema)
  .filter(isTable)
  .map((t) => getTableName(t))
  .filter((name) => !CHANGED_BY_REFUSALS.has(name));

/** Row count and a checksum of every row of every table, in one statement. */
const fingerprintQuery = sql.raw(
  tables
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all '),
);

// Inputs: odd ids and path values, wrong-typed fields, huge and strange strings.
const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '../../etc/passwd',
    '..\\..\\windows',
    '%00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'ɛ́ɔ̀ŋ',
    '🦁🦁🦁',
    '\u202e',
    'Kis\u2067wahili\u2069',
    // Lone halves of UTF-16 pairs, which JSON can escape and no keyboard types.
    '\ud800',
    'a\udfffb',
    '\ud83d',
    '__proto__',
    'constructor',
  ),
  fc.constant('x'.repeat(70_000)),
  fc.string({ maxLength: 5 }).map((s) => s.repeat(3000)),
);
const weirdPathValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '999999999999999999999999',
    '9007199254740993',
    '1e3',
    '0x10',
    '1.5',
    'NaN',
    'Infinity',
    'abc',
    '..',
    '../..',
    '%2e%2e%2f',
    ' ',
    'french',
    'english',
    'null',
    '🦁',
  ),
  fc.integer().map(String),
  // A lone surrogate has no URL encoding (encodeURIComponent throws on it).
  weirdText.filter((s) => s.length > 0 && s.length < 300 && !/\p{Cs}/u.test(s)),
);
/** Bytes that are not UTF-8 (a stray continuation byte, an encoded surrogate, an overlong "/"). */
const notUtf8 = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom([0x80], [0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82]),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bytes, after]) =>
    Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
  );
const weirdValue = fc.oneof(
  weirdText,
  // Sent as its bytes in a multipart field (in JSON, as the object JSON makes of a Buffer).
  notUtf8,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 5000, maxLength: 12000 }),
  fc.object({ maxDepth: 2 }),
);
/** Values a field could hold, so that some bodies pass validation and reach the service. */
const plausibleValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.integer({ min: 1, max: 3 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('french', 'english', 'approved', 'rejected', 'pending', 'fr', 'CM'),
  fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
);
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.anything(),
    fc.record(Object.fromEntries(fields.map((f) => [f, plausibleValue])), {
      requiredKeys: [],
    }),
    fc.jsonValue(),
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), weirdValue, { maxKeys: fields.length })
      : fc.dictionary(fc.string(), weirdValue, { maxKeys: 4 }),
    fc.constantFrom('{', '{"a":', '[', 'not json', '{"__proto__":{"x":1}}', '{"constructor":{}}'),
    // A JSON body whose bytes are not UTF-8, in each field.
    fc
      .tuple(fields.length > 0 ? fc.constantFrom(...fields) : fc.string(), notUtf8)
      .map(([field, bytes]) =>
        Buffer.concat([Buffer.from(`{${JSON.stringify(field)}:"`), bytes, Buffer.from('"}')]),
      ),
  );
const queryFor = (names: string[]) =>
  fc.dictionary(
    names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string()) : fc.string(),
    fc.oneof(
      weirdText.filter((s) => s.length < 3000),
      plausibleValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    ),
    { maxKeys: 4 },
  );

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/**
 * Fuzzes every route of the route list with generated path values, query strings and bodies,
 * as an admin and (for public routes) anonymously: no answer is a 500, every 4xx is the JSON
 * `{ message, code }`, and after a 4xx the database is exactly as before (a refusal changes
 * nothing).
 */
describeWithSharedApp(
  'fuzzing every route',
  (ctx) => {
    let operations: Record<string, Record<string, OpenApiOperation>> = {};
    let fingerprint = '';
    const statuses: Record<string, number> = {};
    afterAll(() => {
      if (process.env.FUZZ_DEBUG) console.log(statuses);
    });
    const takeFingerprint = async () =>
      JSON.stringify(await queryRows(ctx.database.db, fingerprintQuery));
    /** Waits for background jobs a fuzzed call started, so they change nothing under a check. */
    const settleJobs = async () => {
      for (let i = 0; i < 200; i++) {
        const [busy] = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from dictionary_jobs where state in ('queued', 'running')`,
        );
        if (busy!.n === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('a dictionary job did not finish');
    };

    beforeAll(async () => {
      const db = ctx.database.db;
      const locality = await buildLocality(db);
      const language = await buildLanguage(db, {}, [locality.id]);
      const word = await buildWord(db, { languageId: language.id, localWord: 'maji' });
      await buildWord(db, { languageId: language.id, status: 'pending' });
      await buildExpression(db, [word.id]);
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      operations = doc.paths;
      fingerprint = await takeFingerprint();
    });

    const fieldsOf = (method: string, url: string) => {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = operations[path]?.[method.toLowerCase()] ?? {};
      const content = op.requestBody?.content ?? {};
      const body = Object.values(content)[0]?.schema?.properties ?? {};
      return {
        body: Object.keys(body),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    };

    const callers = (spec: RouteSpec) => {
      const list: ('admin' | 'anonymous')[] = [];
      // Signing out the shared admin would turn every later call anonymous.
      if (!spec.endsSession) list.push('admin');
      if (spec.access === 'public') list.push('anonymous');
      return list;
    };

    const routes = Object.entries(ROUTE_ACCESS).filter(
      ([key, spec]) => !NOT_FUZZED[key] && !spec.action,
    );

    it('covers every route but those it names, with their reasons', () => {
      const registered = registeredRoutes(ctx.app.routeList);
      const skipped = registered.filter((key) => !routes.some(([k]) => k === key));
      for (const key of skipped)
        expect(NOT_FUZZED[key] ?? ROUTE_ACCESS[key]?.action, key).toBeTruthy();
    });

    it.each(routes)('%s', async (key, spec) => {
      const [method, url] = key.split(' ') as [string, string];
      const fields = fieldsOf(method, url);
      const paramNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      for (const caller of callers(spec)) {
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(...paramNames.map(() => weirdPathValue)),
            queryFor(fields.query),
            hasBody ? bodyFor(fields.body) : fc.constant(undefined),
            fc.boolean(),
            async (values, query, body, asMultipart) => {
              let path = url;
              paramNames.forEach((name, i) => {
                path = path.replace(`:${name}`, encodeURIComponent(values[i]!));
              });
              path = path.replace('*', 'x');
              const search = new URLSearchParams(query).toString();
              const headers: Record<string, string> = { 'accept-language': 'en' };
              if (caller === 'admin') headers.cookie = ctx.cookies.admin;
              let payload: string | Buffer | undefined;
              if (body !== undefined && spec.multipart && asMultipart) {
                const text = Object.fromEntries(
                  Object.entries(
                    typeof body === 'object' && body && !Buffer.isBuffer(body) ? body : { x: body },
                  ).map(([k, v]) => [
                    k,
                    typeof v === 'string' || Buffer.isBuffer(v) ? v : (JSON.stringify(v) ?? ''),
                  ]),
                );
                const form = await multipartPayload(text);
                payload = form.payload;
                Object.assign(headers, form.headers);
              } else if (body !== undefined) {
                payload =
                  typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
                if (payload !== undefined) headers['content-type'] = 'application/json';
              }
              const res = await ctx.app.inject({
                method: method as 'GET',
                url: search ? `${path}?${search}` : path,
                headers,
                ...(payload !== undefined ? { payload } : {}),
              });
              const what = `${caller} ${method} ${path}${search ? `?${search.slice(0, 200)}` : ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
              expect(res.statusCode, what).toBeLessThan(500);
              if (process.env.FUZZ_DEBUG)
                statuses[`${key} ${res.statusCode}`] =
                  (statuses[`${key} ${res.statusCode}`] ?? 0) + 1;
              await settleJobs();
              const after = await takeFingerprint();
              if (res.statusCode >= 400) {
                const answer = res.json() as { message?: unknown; code?: unknown };
                expect(typeof answer.message, what).toBe('string');
                expect(typeof answer.code, what).toBe('string');
                expect(after, `${what}: a refused request changed the database`).toBe(fingerprint);
              }
              fingerprint = after;
            },
          ),
          { numRuns: NUM_RUNS },
        );
      }
    });
  },
  {
    // One address sends everything: the per-IP limits are not what is tested here.
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_EMAIL: '100000',
    LOGIN_MAX_FAILURES_PER_EMAIL_IP: '100000',
  },
);
