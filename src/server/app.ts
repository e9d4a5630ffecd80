import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuditHook } from './audit/audit-hook';
import { sessionPlugin } from './auth/session-plugin';
import type { Database } from './db/client';
import type { DataDirLock } from './db/data-dir-lock';
import { DatabaseNotifications } from './db/notifications';
import type { Env } from './env';
import { multipartOptions } from './http/audio-upload';
import { registerClientApp, type PageRenderer } from './http/client-app';
import { registerDataDirOwnershipCheck } from './http/data-dir-ownership';
import { registerErrorHandler } from './http/error-handler';
import { registerRouteList } from './http/route-list';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSearchRateLimit } from './http/search-rate-limit';
import { appAddress } from './http/site-address';
import { pickLanguage } from './http/request-language';
import { CONTENT_CHANGES_CHANNEL, ResponseCache } from './http/response-cache';
import { registerJsonBodyParser } from './http/utf8-body';
import { alphabetsRoutes } from './modules/alphabets/alphabets.routes';
import { interchangeRoutes } from './modules/interchange/interchange.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { audioRoutes } from './modules/audio/audio.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { browseRoutes } from './modules/browse/browse.routes';
import { cardsRoutes } from './modules/cards/cards.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { expressionsRoutes } from './modules/expressions/expressions.routes';
import { healthRoutes } from './modules/health/health.routes';
import { languagesRoutes } from './modules/languages/languages.routes';
import { localitiesRoutes } from './modules/localities/localities.routes';
import { crawlerRoutes, languageMapRoutes, pagesApiRoutes } from './modules/pages/pages.routes';
import { publicExpressionsRoutes } from './modules/expressions/public-expressions.routes';
import { resolvePage, wordPage, wordPageKey } from './modules/pages/pages.service';
import { regionsRoutes } from './modules/regions/regions.routes';
import { searchRoutes } from './modules/search/search.routes';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { wordsRoutes } from './modules/words/words.routes';
import { usersRoutes } from './modules/users/users.routes';
import { LiveWordIndex, SEARCH_CHANGES_CHANNEL } from './modules/search/live-word-index';
import { JobQueue } from './jobs/job-queue';
import { AutoAnalyze, type AutoAnalyzeOptions } from './maintenance/auto-analyze';
import { startLeftoverSweep } from './maintenance/sweep-schedule';
import { startTrashPurge } from './maintenance/trash-purge-schedule';
import { trashRoutes } from './modules/trash/trash.routes';
import { sourceSetFromEnv, type DictionarySourceSet } from './modules/dictionary/source-set';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { createWorkFiles, type WorkFiles } from './storage/work-files';

export interface AppOptions {
  env: Env;
  database: Database;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string;
  /** Renders public pages on the server (dist/ssr, decision 014); without it the browser does. */
  renderPage?: PageRenderer;
  logger?: FastifyServerOptions['logger'];
  /** Where uploads go; by default chosen from env (S3 when S3_BUCKET is set, else local disk). */
  storage?: Storage;
  /** Uploads to import, built exports and reports; by default beside the audio (S3 or disk). */
  workFiles?: WorkFiles;
  /** The reference dictionary's sources; by default those of the environment (tests pass fakes). */
  dictionarySources?: DictionarySourceSet;
  /** The PGlite directory's lock: writes are refused once it is lost. None on PostgreSQL. */
  dataDirLock?: DataDirLock;
  /**
   * Up to how many words an alphabet change recomputes the keys before answering (2,000); beyond,
   * a job does. Tests lower it to reach the job with a few words.
   */
  alphabetInlineLimit?: number;
  /**
   * The word index catches up before every search rather than when notified: for tests that
   * write straight to PostgreSQL and search at once (live-word-index.ts).
   */
  wordIndexCheckEverySearch?: boolean;
  /**
   * Whether public answers are kept until the data changes (response-cache.ts; on by default,
   * sized by RESPONSE_CACHE_MB). Off for tests that write straight to PostgreSQL and read at once,
   * before the notification of the change can arrive.
   */
  responseCache?: boolean;
  /** When PGlite's tables are analyzed and vacuumed after writes (auto-analyze.ts). */
  autoAnalyze?: AutoAnalyzeOptions;
}

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function buildApp(options: AppOptions) {
  const { env, database, clientDir, logger } = options;
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (and multipart where files are uploaded): a text/plain body, which a
  // cross-site HTML form can send without a preflight, is refused with 415.
  app.removeContentTypeParser('text/plain');
  // JSON bodies must be UTF-8: other bytes are refused, never read as U+FFFD.
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate<Database>('database', database);
  const storage = options.storage ?? createStorage(env);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  const workFiles = options.workFiles ?? createWorkFiles(env);
  app.decorate('workFiles', workFiles);
  app.addHook('onClose', () => workFiles.close());
  // Background jobs share the app's database. Modules register their workers when the app is
  // ready (pg-boss starts then); closing the app stops them, and a job cut short resumes later.
  // pg-boss's scheduler runs in every instance (each pass is claimed by one): the leftover sweep
  // is always scheduled, backups when BACKUP_INTERVAL_HOURS is set.
  const jobs = new JobQueue(database, app.log.child({ module: 'jobs' }), { scheduling: true });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // What a killed process leaves behind (temporary files, orphan audio, backup spools and
  // partial archives) is swept at start-up and daily (decision 028).
  const closing = new AbortController();
  let startupSweep: Promise<void> | undefined;
  let startupPurge: Promise<void> | undefined;
  // What the in-memory caches below hear of every writer's changes (db/notifications.ts).
  const notifications = new DatabaseNotifications(
    database,
    [SEARCH_CHANGES_CHANNEL, CONTENT_CHANGES_CHANNEL],
    app.log.child({ module: 'notifications' }),
  );
  app.decorate('notifications', notifications);
  // Word search answers from memory, kept in step with the database (decision 046): built when
  // the app is ready, caught up at the end of every request that may have written.
  const wordIndex = new LiveWordIndex(
    database,
    notifications,
    app.log.child({ module: 'word-index' }),
    options.wordIndexCheckEverySearch,
  );
  app.decorate('wordIndex', wordIndex);
  // Public pages and answers kept until the data changes (decision 048).
  const responseCache = new ResponseCache(
    notifications,
    options.responseCache === false ? 0 : env.RESPONSE_CACHE_MB * 1024 * 1024,
  );
  app.decorate('responseCache', responseCache);
  app.decorateRequest('responseCacheSlot', null);
  app.addHook('onReady', async () => {
    await notifications.start();
    wordIndex.start();
  });
  app.addHook('onClose', async () => {
    wordIndex.stop();
    responseCache.stop();
    await notifications.stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return payload;
    }
    // Whatever this request wrote is seen by the next one, before any notification of it.
    responseCache.invalidate();
    // The write is done whatever happens here: a failed catch-up leaves the index stale, and the
    // next search tries again.
    await wordIndex.sync().catch((error: unknown) => {
      request.log.warn({ err: error }, 'word index: catch-up after a write failed');
    });
    return payload;
  });
  // PGlite has no autovacuum: tables are analyzed and vacuumed as it would, after writes, every
  // minute and once at start-up (decision 047). On PostgreSQL this does nothing.
  const autoAnalyze = new AutoAnalyze(
    database,
    app.log.child({ module: 'auto-analyze' }),
    options.autoAnalyze,
  );
  app.decorate('autoAnalyze', autoAnalyze);
  if (database.kind === 'pglite') {
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        autoAnalyze.noteWrite();
      }
      done();
    });
  }
  app.addHook('onReady', () => autoAnalyze.start());
  // An ANALYZE under way cannot be cut short: the close waits for that one statement, no more.
  app.addHook('onClose', () => autoAnalyze.idle());
  app.addHook('onReady', async () => {
    ({ startup: startupSweep } = await startLeftoverSweep(jobs, {
      database,
      storage,
      workFiles,
      dataDir: env.DATA_DIR,
      log: app.log.child({ module: 'sweep' }),
      ownsDataDir: () => options.dataDirLock?.lostReason() === undefined,
      signal: closing.signal,
    }));
    // Deletions 90 days old leave the trash for good, with their recordings (decision 032).
    ({ startup: startupPurge } = await startTrashPurge(jobs, {
      db: database.db,
      jobs,
      storage,
      log: app.log.child({ module: 'trash' }),
      signal: closing.signal,
    }));
  });
  // Before any onClose hook closes the storage or the jobs under it.
  app.addHook('preClose', async () => {
    closing.abort();
    autoAnalyze.stop();
    await Promise.all([startupSweep, startupPurge]);
  });
  app.decorate('dictionarySources', options.dictionarySources ?? sourceSetFromEnv(env));

  // app.routeList: every route with its audit setting, for the guard tests (before any route).
  registerRouteList(app);
  registerErrorHandler(app);
  // First of the request hooks: a refused write runs nothing else.
  if (options.dataDirLock) registerDataDirOwnershipCheck(app, options.dataDirLock);
  registerSameOriginCheck(app);
  // Records every successful state-changing API request (decision 021).
  registerAuditHook(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin);
  await registerSearchRateLimit(app);
  await app.register(fastifyMultipart, multipartOptions);
  // Before compression: the cache keeps answers as they are, and their compressed copies.
  app.addHook('onSend', responseCache.onSend);
  // Pages and API answers, compressed per request (built assets are compressed once, at build
  // time, and served as they are). Brotli's default quality (11) costs too much per request.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${env.SITE_NAME} API`, version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'maneno_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const https = env.PUBLIC_URL?.startsWith('https:') ?? false;
  // helmet's middleware, built once: @fastify/helmet builds it anew on every request (re-parsing
  // the policy), which cost ~3% of a search's CPU under load.
  const securityHeaders = helmet({
    // HSTS only when the site is served over https: on plain http it would be ignored, and on a
    // local-network install later moved to https it would pin browsers before certificates work.
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Nothing of ours is framed (no iframes anywhere): refuse framing outright (clickjacking),
    // by the old header and by CSP.
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
    // The sign-in path (ADMIN_PATH) is unlisted: no Referer may carry it, or a word's URL, away.
    referrerPolicy: { policy: 'no-referrer' },
    contentSecurityPolicy: {
      directives: {
        frameAncestors: ["'none'"],
        // Swagger UI's own inline script and style, by hash; the app itself needs no inline script.
        scriptSrc: ["'self'", ...app.swaggerCSP.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...app.swaggerCSP.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Audio stored on S3 plays from the bucket's origin, through presigned URLs.
        mediaSrc: ["'self'", 'blob:', ...(storage.mediaOrigin ? [storage.mediaOrigin] : [])],
        // A plain-http install on a local network must still load its own assets.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API reads that opt in are answered from the cache after their onRequest hooks (the search
  // rate limit counts a cached answer too) and before validation, which their kept answer passed.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache) return payload;
    const language = pickLanguage(request.headers['accept-language']);
    if (responseCache.serve(request, reply, `api ${language} ${request.url}`, [200])) return reply;
    return payload;
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(dashboardRoutes);
      await api.register(countriesRoutes);
      await api.register(regionsRoutes, { prefix: '/regions' });
      await api.register(localitiesRoutes, { prefix: '/localities' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(dictionaryRoutes, { prefix: '/dictionary' });
      await api.register(languagesRoutes, { prefix: '/languages' });
      await api.register(alphabetsRoutes, {
        prefix: '/languages',
        inlineLimit: options.alphabetInlineLimit,
      });
      await api.register(wordsRoutes, { prefix: '/words' });
      await api.register(browseRoutes, { prefix: '/public' });
      await api.register(publicExpressionsRoutes, { prefix: '/public' });
      await api.register(languageMapRoutes, { prefix: '/public' });
      await api.register(expressionsRoutes, { prefix: '/expressions' });
      await api.register(pagesApiRoutes, { prefix: '/pages' });
      await api.register(audioRoutes, { prefix: '/audio' });
      await api.register(backupRoutes, { prefix: '/backup' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(trashRoutes, { prefix: '/trash' });
      await api.register(interchangeRoutes, { prefix: '/interchange' });
      // /public/languages/:id/export and /languages/:id/export (decision 043).
      await api.register(exportsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(crawlerRoutes);
  await app.register(cardsRoutes);
  await registerClientApp(app, {
    clientDir,
    renderPage: options.renderPage,
    resolvePage: (request, preferences) => {
      const url = new URL(request.url, 'http://localhost');
      return resolvePage(
        app.database.db,
        env,
        {
          path: url.pathname,
          query: url.searchParams,
          base: appAddress(app),
          language: preferences.language,
        },
        // Read once for the head and the render's own API read.
        (slug) => responseCache.memo(wordPageKey(slug), () => wordPage(app.database.db, slug)),
      );
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
