import 'fastify';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Database } from './db/client';
import type { DatabaseNotifications } from './db/notifications';
import type { Env } from './env';
import type { JobQueue } from './jobs/job-queue';
import type { AutoAnalyze } from './maintenance/auto-analyze';
import type { LiveWordIndex } from './modules/search/live-word-index';
import type { ResponseCache } from './http/response-cache';
import type { DictionarySourceSet } from './modules/dictionary/source-set';
import type { Storage } from './storage/storage';
import type { WorkFiles } from './storage/work-files';
import type { UserRow } from './modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Uploaded files (audio): local disk or S3-compatible storage. */
    storage: Storage;
    /** Uploads waiting to be imported, built exports, import reports (storage/work-files.ts). */
    workFiles: WorkFiles;
    /** Background jobs (pg-boss), started when the app is ready, stopped when it closes. */
    jobs: JobQueue;
    /** Database notifications the in-memory caches follow (db/notifications.ts). */
    notifications: DatabaseNotifications;
    /** The word search's in-memory index (modules/search/live-word-index.ts). */
    wordIndex: LiveWordIndex;
    /** Public pages and answers kept until the data changes (http/response-cache.ts). */
    responseCache: ResponseCache;
    /** PGlite's tables analyzed and vacuumed after writes (maintenance/auto-analyze.ts). */
    autoAnalyze: AutoAnalyze;
    /** Where the reference dictionary's entries are imported from. */
    dictionarySources: DictionarySourceSet;
    /** onRequest hook of the per-IP limit on public searches (http/search-rate-limit.ts). */
    searchRateLimit: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for anonymous callers. */
    user: UserRow | null;
    sessionId: number | null;
  }
}
