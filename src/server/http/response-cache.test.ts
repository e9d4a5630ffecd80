import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@client/entry-server';
import { queryRows } from '@server/db/client';
import type { DatabaseNotifications } from '@server/db/notifications';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { PaginatedWords } from '@shared/schemas/words';
import {
  CONTENT_CHANGES_CHANNEL,
  PUBLIC_CACHE_CONTROL,
  ResponseCache,
  UNCACHED_TABLES,
} from './response-cache';

const clientDir = mkdtempSync(join(tmpdir(), 'maneno-cache-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="fr">\n<head><title>Maneno</title><!--maneno:head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);

/** Until a notification sent at another's commit has arrived (PGlite: at once). */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

describeWithApp(
  'public answers kept until the data changes',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr', ...headers } });
    /**
     * Until the notifications of every write so far have arrived: PostgreSQL sends them at commit
     * and delivers them in that order, so they come before one sent now. PGlite notifies with the
     * write.
     */
    let marks = 0;
    const settled = async () => {
      if (ctx.kind !== 'postgres') return;
      const mark = `settled ${++marks}`;
      const heard = new Promise<void>((resolve) => {
        const stop = ctx.app.notifications.subscribe(CONTENT_CHANGES_CHANNEL, (payload) => {
          if (payload !== mark) return;
          stop();
          resolve();
        });
      });
      await db().execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${mark})`);
      await heard;
    };
    const names = (res: LightMyRequestResponse) =>
      (res.json() as { name: string }[]).map((l) => l.name);

    it('answers a visitor again from memory, with an ETag that turns a repeat into a 304', async () => {
      await buildLanguage(db(), { name: 'Swahili' });
      await settled();
      const first = await get('/api/languages');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

      const again = await get('/api/languages');
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);
      expect(names(again)).toEqual(['Swahili']);

      const revalidated = await get('/api/languages', { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      const head = await ctx.app.inject({ method: 'HEAD', url: '/api/languages' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it('keeps the whole answer when a HEAD request came first', async () => {
      await buildLanguage(db(), { name: 'Swahili' });
      await settled();
      for (const url of ['/api/languages', '/word/hakuna']) {
        const head = await ctx.app.inject({ method: 'HEAD', url });
        expect(head.body).toBe('');
        const res = await get(url);
        expect(res.headers['x-cache'], url).toBe('HIT');
        expect(res.body.length, url).toBeGreaterThan(0);
        // As a render that no HEAD request preceded.
        ctx.app.responseCache.invalidate();
        const fresh = await get(url);
        expect(fresh.headers['x-cache'], url).toBe('MISS');
        // The same but for when the page's state was read.
        const undated = (body: string) => body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
        expect(undated(res.body), url).toBe(undated(fresh.body));
      }
    });

    it('shows a write through the API to the very next request', async () => {
      await buildLanguage(db(), { name: 'Swahili' });
      await settled();
      expect(names(await get('/api/languages'))).toEqual(['Swahili']);
      expect((await get('/api/languages')).headers['x-cache']).toBe('HIT');
      const admin = await ctx.as('admin');
      const created = await send(ctx.app, 'POST', '/api/languages', admin, { name: 'Lingala' });
      expect(created.statusCode).toBe(201);
      const after = await get('/api/languages');
      expect(after.headers['x-cache']).toBe('MISS');
      expect(names(after).sort()).toEqual(['Lingala', 'Swahili']);
    });

    it('follows any other writer: a statement straight to the database, a truncation', async () => {
      const language = await buildLanguage(db(), { name: 'Swahili' });
      await settled();
      expect(names(await get('/api/languages'))).toEqual(['Swahili']);
      // As a job, a script or another instance would write: only the database knows.
      await db().execute(sql`update languages set name = 'Kiswahili' where id = ${language.id}`);
      await eventually(async () => {
        expect(names(await get('/api/languages'))).toEqual(['Kiswahili']);
      });
      await settled();
      await get('/api/languages');
      expect((await get('/api/languages')).headers['x-cache']).toBe('HIT');
      // A restore empties the tables first.
      await db().execute(sql`truncate languages cascade`);
      await eventually(async () => {
        expect(names(await get('/api/languages'))).toEqual([]);
      });
    });

    it('stays when a statement changed nothing (a purge with nothing to purge)', async () => {
      // PGlite notifies with the write, so a notification that never comes is seen at once; the
      // triggers are the same SQL on PostgreSQL.
      if (ctx.kind !== 'pglite') return;
      await buildLanguage(db(), { name: 'Swahili' });
      await get('/api/languages');
      await db().execute(sql`update languages set name = 'Kiswahili' where false`);
      await db().execute(sql`delete from local_words where id < 0`);
      expect((await get('/api/languages')).headers['x-cache']).toBe('HIT');
      await db().execute(sql`update languages set name = name`);
      expect((await get('/api/languages')).headers['x-cache']).toBe('MISS');
    });

    it('never answers a signed-in caller from a visitor’s copy, nor keeps theirs', async () => {
      const language = await buildLanguage(db(), { name: 'Swahili' });
      await buildWord(db(), { languageId: language.id, localWord: 'mbwa' });
      await buildWord(db(), { languageId: language.id, localWord: 'simba', status: 'pending' });
      await settled();
      const spellings = (res: LightMyRequestResponse) =>
        (res.json() as PaginatedWords).data.map((w) => w.localWord.localWord).sort();
      const url = `/api/words/paginated?languageId=${language.id}`;
      expect(spellings(await get(url))).toEqual(['mbwa']);
      expect((await get(url)).headers['x-cache']).toBe('HIT');

      const editor = await ctx.as('editor');
      const staff = await send(ctx.app, 'GET', url, editor);
      expect(spellings(staff)).toEqual(['mbwa', 'simba']);
      expect(staff.headers['x-cache']).toBeUndefined();
      expect(staff.headers['cache-control']).toBeUndefined();
      expect(staff.headers.etag).toBeUndefined();
      // And the visitor's copy is still theirs alone.
      expect(spellings(await get(url))).toEqual(['mbwa']);
    });

    it('keeps one copy per language of the answer, and none of a refusal', async () => {
      await buildLanguage(db(), { name: 'Swahili' });
      await settled();
      expect((await get('/api/languages')).headers['x-cache']).toBe('MISS');
      const english = await get('/api/languages', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(english.headers['x-cache']).toBe('MISS');
      expect((await get('/api/languages', { 'accept-language': 'en' })).headers['x-cache']).toBe(
        'HIT',
      );
      for (let i = 0; i < 2; i++) {
        const missing = await get('/api/words/by-slug/hakuna');
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['x-cache']).toBeUndefined();
        expect(missing.headers['cache-control']).toBeUndefined();
      }
    });

    it('keeps a server-rendered page per theme, sends its compressed copies, and a 404 until the word comes', async () => {
      const language = await buildLanguage(db(), { name: 'Swahili', code: 'swh', isoCode: 'sw' });
      await buildWord(db(), { languageId: language.id, localWord: 'mbwa' });
      await settled();
      const first = await get('/word/mbwa', { 'accept-encoding': 'identity' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.body).toContain('mbwa');
      // Its compressed copies are made off the event loop, once.
      await eventually(async () => {
        const br = await get('/word/mbwa', { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['x-cache']).toBe('HIT');
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/Cookie/);
        expect(br.headers.vary).toMatch(/Accept-Encoding/);
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
      });
      const gz = await get('/word/mbwa', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
      const plain = await get('/word/mbwa', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(first.body);

      const dark = await get('/word/mbwa', { cookie: 'maneno_theme=dark' });
      expect(dark.headers['x-cache']).toBe('MISS');
      expect(dark.body).toMatch(/<html[^>]*class="dark"/);
      const signedIn = await get('/word/mbwa', { cookie: await ctx.as('editor') });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.headers['cache-control']).toBe('no-cache');

      for (let i = 0; i < 2; i++) expect((await get('/word/simba')).statusCode).toBe(404);
      expect((await get('/word/simba')).headers['x-cache']).toBe('HIT');
      await buildWord(db(), { languageId: language.id, localWord: 'simba' });
      await eventually(async () => {
        expect((await get('/word/simba')).statusCode).toBe(200);
      });
    });

    it('is noticed by every table public answers read, and by none of the others', async () => {
      const rows = await queryRows<{ table: string; events: number[] }>(
        db(),
        sql`select c.relname as "table", coalesce(array_agg(t.tgtype & (4 | 8 | 16 | 32))
            filter (where t.tgname like c.relname || '_cache_%' and t.tgtype & 1 = 0), '{}')
            as events
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          left join pg_trigger t on t.tgrelid = c.oid
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          group by c.relname order by 1`,
      );
      // Statement triggers for insert (4), delete (8), update (16) and truncate (32).
      const triggered = (r: { events: number[] }) =>
        [...r.events].sort((a, b) => a - b).join() === '4,8,16,32';
      const untriggered = rows.filter((r) => !triggered(r)).map((r) => r.table);
      expect(rows.filter((r) => !triggered(r) && r.events.length > 0)).toEqual([]);
      expect(untriggered.sort()).toEqual(Object.keys(UNCACHED_TABLES).sort());
    });

    if (ctx.kind === 'postgres') {
      it('keeps nothing while the listening connection is down, and again once it is back', async () => {
        await buildLanguage(db(), { name: 'Swahili' });
        await settled();
        await get('/api/languages');
        expect((await get('/api/languages')).headers['x-cache']).toBe('HIT');
        await db().execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query like 'listen %' and pid <> pg_backend_pid()
              and datname = current_database()`,
        );
        await eventually(async () => {
          expect((await get('/api/languages')).headers['x-cache']).toBeUndefined();
        });
        // Changes made meanwhile are seen at once.
        await db().execute(sql`update languages set name = 'Kiswahili'`);
        expect(names(await get('/api/languages'))).toEqual(['Kiswahili']);
        // The connection comes back by itself, and with it the cache.
        await eventually(async () => {
          expect((await get('/api/languages')).headers['x-cache']).toBe('HIT');
        });
      });
    }
  },
  {},
  { clientDir, renderPage, responseCache: true },
);

/** Notifications as the cache hears them: `notify()` is a change, `listening` may be turned off. */
function fakeNotifications() {
  const listeners: (() => void)[] = [];
  return {
    listening: true,
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (_channel: string, handler: () => void) => {
      listeners.push(handler);
      return () => {};
    },
  };
}

describe('a read kept until the data changes (memo)', () => {
  it('is shared by its callers, read again after a change, never kept when it failed or while changes may be missed', async () => {
    const notifications = fakeNotifications();
    const cache = new ResponseCache(notifications as unknown as DatabaseNotifications, 1 << 20);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const [a, b] = await Promise.all([cache.memo('k', read), cache.memo('k', read)]);
    expect([a, b, await cache.memo('k', read)]).toEqual([1, 1, 1]);
    expect(await cache.memo('other', read)).toBe(2);
    notifications.notify();
    expect(await cache.memo('k', read)).toBe(3);

    await expect(cache.memo('failing', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.memo('failing', read)).toBe(4);

    notifications.listening = false;
    expect(await cache.memo('k', read)).toBe(5);
    expect(await cache.memo('k', read)).toBe(6);
    // Off altogether: every call reads.
    const off = new ResponseCache(fakeNotifications() as unknown as DatabaseNotifications, 0);
    expect(await off.memo('k', read)).toBe(7);
    expect(await off.memo('k', read)).toBe(8);
  });
});

describe('an answer begun before a change', () => {
  it('is not kept: the change may have come too late for it', async () => {
    const notifications = fakeNotifications();
    const cache = new ResponseCache(notifications as unknown as DatabaseNotifications, 1 << 20);
    const request = (overrides = {}) =>
      ({
        method: 'GET',
        headers: {},
        cookies: {},
        responseCacheSlot: null,
        ...overrides,
      }) as never;
    const reply = () => {
      const headers = new Map<string, unknown>();
      const r = {
        statusCode: 200,
        code: (status: number) => ((r.statusCode = status), r),
        header: (name: string, value: unknown) => (headers.set(name, value), r),
        getHeader: (name: string) => headers.get(name),
        hasHeader: (name: string) => headers.has(name),
        send: vi.fn(),
      };
      return r as never;
    };

    const racing = request();
    expect(cache.serve(racing, reply(), 'k', [200])).toBe(false);
    notifications.notify();
    await cache.onSend(racing, reply(), '{"old":true}');
    expect(cache.stats().entries).toBe(0);

    const later = request();
    expect(cache.serve(later, reply(), 'k', [200])).toBe(false);
    await cache.onSend(later, reply(), '{"new":true}');
    expect(cache.stats().entries).toBe(1);
    const hit = reply();
    expect(cache.serve(request(), hit, 'k', [200])).toBe(true);
    expect((hit as unknown as { send: ReturnType<typeof vi.fn> }).send).toHaveBeenCalledWith(
      Buffer.from('{"new":true}'),
    );
  });
});
