/**
 * Public pages and API answers kept in memory until the data they show changes (decision 048):
 * a popular word page costs a lookup, not a render and its queries.
 *
 * What is kept: the answers to GET (and HEAD) requests without a session cookie, from the page
 * route and from API routes that opt in (`config: { publicCache: true }`), whose status the caller
 * allows. The key is what the answer is made from besides the data: the address, and the language
 * (and for pages the theme) it is written in. A signed-in caller's request is never answered from,
 * or kept in, the cache: what staff see depends on who they are.
 *
 * Until when: every statement that writes a table public answers read notifies
 * `content_changes` (drizzle/0024), at commit, from any writer and any instance; a write through
 * this instance also clears the cache before its own answer goes (the app's onSend hook), so the
 * next request sees it even before the notification arrives from PostgreSQL. A notification
 * empties the whole cache: writes are rare beside reads, and tracking which answer read which row
 * would cost every read. An answer begun before a change and finished after it is not kept. While
 * notifications may be missed (PostgreSQL's listening connection is down), nothing is kept or
 * served from the cache.
 *
 * How it goes out: with a weak ETag (a hash of the body, the same from every instance), so that a
 * browser or a shared cache that asks again with If-None-Match gets a 304; `Cache-Control` lets
 * them show their copy for a short while as they check it in the background; and brotli and gzip
 * copies made once, off the event loop (zlib's thread pool), at their best compression for text.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { SESSION_COOKIE } from '@server/auth/sessions';
import type { DatabaseNotifications } from '@server/db/notifications';
import { etagMatches } from './etag';

/** The channel the triggers of drizzle/0024 notify. */
export const CONTENT_CHANGES_CHANNEL = 'content_changes';

/**
 * The tables whose writes leave cached answers as they are, and why: nothing public reads them.
 * Every other table notifies `content_changes` (a test checks each table is one or the other).
 */
export const UNCACHED_TABLES: Record<string, string> = {
  sessions: 'sign-ins',
  sign_in_challenges: 'the second step of a two-factor sign-in',
  recovery_codes: 'two-factor recovery codes',
  rate_limits: 'failed sign-in and search counters',
  audit_log: 'staff only, written with every change, whose own tables notify',
  dictionary_jobs:
    "the reference dictionary's jobs and their progress, written every few hundred entries " +
    'of an import (the entries themselves notify)',
  interchange_imports: 'imports under way: staff only',
  interchange_import_entries: "imports' reports: staff only",
  interchange_exports: 'built downloads, served by their own route with their own ETag',
  trash_items: 'the trash: staff only (a deletion or a restore writes the rows themselves)',
  language_content_versions: 'moved by triggers in the statements that change the words',
  search_changes: 'moved by triggers in the statements that change the words',
};

/**
 * A browser or shared cache may show its copy while it asks again in the background for 30 s
 * (once: the answer it gets then replaces it); past that, it asks first. Either way it asks with
 * the ETag, and an unchanged answer is a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';

/** How many reads `memo` keeps (a word page's read is a few kB). */
const MEMO_ENTRIES = 2000;

/** The headers a kept answer is sent again with (the cache sets its own caching headers). */
const KEPT_HEADERS = ['content-type', 'content-language', 'location', 'vary', 'x-robots-tag'];
/** As @fastify/compress: shorter bodies gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CachedResponse {
  /** The content version it was made at: served only while that is the current one. */
  version: number;
  status: number;
  headers: Record<string, string>;
  /** Weak, from the body; only on a 200. */
  etag?: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Where a request's answer goes once made, if its status is one of `statuses`. */
interface Slot {
  key: string;
  version: number;
  statuses: readonly number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request's answer may be kept (response-cache.ts). */
    responseCacheSlot: Slot | null;
  }
  interface FastifyContextConfig {
    /**
     * Answers to visitors who are not signed in may be kept until the data changes: the route's
     * answer depends only on its address, the request's language and the content tables.
     */
    publicCache?: boolean;
  }
}

export interface ResponseCacheStats {
  /** Moves with every change heard of. */
  version: number;
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export class ResponseCache {
  private version = 0;
  private readonly entries: LRUCache<string, CachedResponse> | null;
  private readonly reads = new LRUCache<string, Promise<unknown>>({ max: MEMO_ENTRIES });
  private readonly unsubscribe: () => void;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly notifications: DatabaseNotifications,
    /** The memory answers may take, bodies and compressed copies; 0 turns the cache off. */
    maxBytes: number,
  ) {
    this.entries =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            sizeCalculation: (entry, key) =>
              key.length +
              entry.body.length +
              (entry.br?.length ?? 0) +
              (entry.gzip?.length ?? 0) +
              256,
          })
        : null;
    this.unsubscribe = notifications.subscribe(CONTENT_CHANGES_CHANNEL, () => this.invalidate());
  }

  stop() {
    this.unsubscribe();
    this.entries?.clear();
    this.reads.clear();
  }

  /** The data may have changed: nothing kept so far is served again. */
  invalidate() {
    this.version += 1;
    this.entries?.clear();
    this.reads.clear();
  }

  /**
   * A read whose result depends on nothing but `key` and the content tables (not on who asks),
   * kept until the data changes; callers meanwhile share it. A page's head and its render read a
   * word page once between them, whoever is signed in.
   */
  memo<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.entries || !this.notifications.listening) return read();
    const kept = this.reads.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const pending = read();
    // A change during the read empties the memo: what it answers is never kept past the change.
    this.reads.set(key, pending);
    pending.catch(() => {
      if (this.reads.get(key) === pending) this.reads.delete(key);
    });
    return pending;
  }

  stats(): ResponseCacheStats {
    return {
      version: this.version,
      hits: this.hits,
      misses: this.misses,
      entries: this.entries?.size ?? 0,
      bytes: this.entries?.calculatedSize ?? 0,
    };
  }

  /**
   * Answers the request from the cache when it holds `key` (true: the reply is sent); otherwise,
   * when the request may be cached, marks it so that its answer is kept if its status is one of
   * `statuses`.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    statuses: readonly number[],
  ): boolean {
    if (!this.entries || !this.notifications.listening) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.cookies[SESSION_COOKIE] !== undefined) return false;
    const entry = this.entries.get(key);
    if (entry && entry.version === this.version) {
      this.hits += 1;
      this.send(request, reply, entry);
      return true;
    }
    this.misses += 1;
    request.responseCacheSlot = { key, version: this.version, statuses };
    return false;
  }

  /**
   * The onSend hook, before compression: keeps a marked request's answer, gives it its caching
   * headers, and turns it into a 304 when the caller already holds it.
   */
  onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const slot = request.responseCacheSlot;
    if (!slot) return payload;
    request.responseCacheSlot = null;
    const status = reply.statusCode;
    if (!slot.statuses.includes(status) || reply.hasHeader('set-cookie')) return payload;
    if (payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      return payload;
    }
    const body = payload === null ? Buffer.alloc(0) : Buffer.from(payload);
    const etag = status === 200 ? weakEtag(body) : undefined;
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('x-cache', 'MISS');
    if (etag) reply.header('etag', etag);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    this.keep(slot, { version: slot.version, status, headers, etag, body });
    if (etag && etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  };

  /** Kept if no change came since it was begun; its compressed copies follow when made. */
  private keep(slot: Slot, entry: CachedResponse) {
    const entries = this.entries;
    if (!entries || slot.version !== this.version) return;
    entries.set(slot.key, entry);
    if (entry.body.length < COMPRESS_FROM_BYTES) return;
    void Promise.all([
      brotli(entry.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      }),
      gzip(entry.body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        // A new object, so that the cache counts its new size; only if it is still the one kept.
        if (entries.peek(slot.key) === entry) entries.set(slot.key, { ...entry, br, gzip: gz });
      },
      () => {
        // Answers go out compressed per request meanwhile; nothing is lost.
      },
    );
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
    reply.code(entry.status);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('x-cache', 'HIT');
    if (entry.etag) {
      reply.header('etag', entry.etag);
      if (etagMatches(request.headers['if-none-match'], entry.etag)) {
        void reply.code(304).send();
        return;
      }
    }
    const encoding = this.encodingFor(request, entry);
    if (encoding) {
      reply.header('content-encoding', encoding);
      reply.header('vary', withAcceptEncoding(entry.headers.vary));
      void reply.send(entry[encoding]);
      return;
    }
    // No compressed copy yet (or none wanted): @fastify/compress compresses it as any answer.
    void reply.send(entry.body);
  }

  private encodingFor(request: FastifyRequest, entry: CachedResponse): Encoding | undefined {
    const available = ENCODINGS.filter((encoding) => entry[encoding] !== undefined);
    if (available.length === 0) return undefined;
    // Ours first (brotli is smaller) among those the caller accepts, whatever their order there.
    const accepted = new Negotiator({
      headers: { 'accept-encoding': request.headers['accept-encoding'] },
    }).encodings(available);
    return available.find((encoding) => accepted.includes(encoding));
  }
}

function weakEtag(body: Buffer) {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function withAcceptEncoding(vary: string | undefined) {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
