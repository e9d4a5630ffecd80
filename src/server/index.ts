import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { deleteExpiredCounters } from './auth/login-limiter';
import { deleteExpiredSessions } from './auth/sessions';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { EnvError, parseEnv, type Env } from './env';
import { deleteExpiredChallenges } from './modules/auth/two-factor.service';
import { loadCardFonts } from './modules/cards/card-fonts';
import type { SuperadminBootstrap } from './modules/users/superadmin';
import { prepareDatabase } from './prepare-database';
import type { PageRenderer } from './http/client-app';
import { appAddress } from './http/site-address';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function printBanner(env: Env, url: string, admin: SuperadminBootstrap) {
  const signIn = `${url}${env.ADMIN_PATH}`;
  const password = admin.generatedPassword
    ? `password: ${admin.generatedPassword}   (generated, shown only this once: change it at ${url}/change-password)`
    : admin.created
      ? 'password: the one in SUPERADMIN_PASSWORD'
      : 'password: the one you set (unchanged since the account was created)';
  console.log(
    [
      '',
      `  ${env.SITE_NAME} is ready at ${url}`,
      `  Sign in at ${signIn}`,
      `    e-mail:   ${admin.email}`,
      `    ${password}`,
      `  API docs: ${url}/api/docs`,
      '',
    ].join('\n'),
  );
}

/** The public pages' server renderer, built beside this bundle (dist/ssr), when it is there. */
async function loadPageRenderer(): Promise<PageRenderer | undefined> {
  const file = fileURLToPath(new URL('../ssr/entry-server.js', import.meta.url));
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }

  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) {
    try {
      lock = lockDataDir(env.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
  }

  // The renderer's module loads while the database opens (about 0.4 s of a start).
  const renderer = loadPageRenderer();
  renderer.catch(() => {}); // awaited below; a failure surfaces there, not as unhandled
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    // A new data directory starts from the build's migrated, empty cluster (pglite-template.ts).
    template: {
      file: fileURLToPath(new URL('../db-template/pgdata.tar.gz', import.meta.url)),
      onUnusable: (error) =>
        console.warn('The prepared database could not be loaded; running initdb instead:', error),
    },
  });
  const admin = await prepareDatabase(database, env);

  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = await buildApp({
    env,
    database,
    clientDir,
    renderPage: await renderer,
    dataDirLock: lock,
  });
  // A directory no longer ours may be another process's now: stop at once, as PostgreSQL does when
  // its postmaster.pid goes, without closing PGlite (closing writes its buffers out into that
  // directory; what was committed is already in its files). The moment's wait lets the refusals
  // already answered reach their clients.
  lock?.onLost(() => {
    app.log.fatal(
      'exiting without closing the database; start again once the directory is sorted out',
    );
    setTimeout(() => process.exit(1), 200);
  });
  const sweeper = setInterval(() => {
    Promise.all([
      deleteExpiredSessions(database.db),
      deleteExpiredCounters(database.db),
      deleteExpiredChallenges(database.db),
    ]).catch((err) => app.log.warn({ err }, 'sweeping expired sessions failed'));
  }, 3_600_000).unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: closing`);
    clearInterval(sweeper);
    const force = setTimeout(() => fail('Shutdown took too long; exiting.'), 10_000).unref();
    // A lost directory is left as it is (see onLost above): nothing more is written to it.
    const lost = () => lock?.lostReason() !== undefined;
    try {
      if (lost()) process.exit(1);
      await app.close(); // stops accepting, lets in-flight requests finish
      if (lost()) process.exit(1);
      await database.close(); // PGlite writes its data out here
      lock?.release();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  // The same address the pages give as theirs (canonical links, sitemaps).
  printBanner(env, appAddress(app), admin);
  // Once ready: the sharing cards' fonts, which a word page's head needs (its picture's version).
  loadCardFonts().catch((err: unknown) => app.log.warn({ err }, 'loading the card fonts failed'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
