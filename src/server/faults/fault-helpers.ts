import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseKind } from '../db/client';
import { sweepLeftovers, type SweepReport } from '../maintenance/leftover-sweep';
import { LocalStorage } from '../storage/local-storage';
import { multipartPayload, type MultipartFile } from '../test/audio-fixtures';
import { startServer, type ServerProcess } from '../test/server-process';

/** Every kind this run kills servers on: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const faultDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const ADMIN_EMAIL = 'admin@maneno.local';
export const ADMIN_PASSWORD = 'faults-superadmin-password';

/**
 * A data directory and, for PostgreSQL, a fresh database named with TEST_DATABASE_PREFIX (so two
 * checkouts' runs on one server never meet), which the servers of one suite share across kills.
 */
export async function openFaultSite(kind: DatabaseKind, name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `maneno-faults-${name}-`));
  const env: Record<string, string> = {
    SUPERADMIN_PASSWORD: ADMIN_PASSWORD,
    SEED_DEMO: 'false',
  };
  let database: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && adminUrl) {
    const prefix = process.env.TEST_DATABASE_PREFIX ?? 'maneno_test';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
      throw new Error(`Bad TEST_DATABASE_PREFIX: ${prefix}`);
    database = `${prefix}_faults_${name}`;
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    await adminQuery(adminUrl, `create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  let server: ServerProcess | undefined;
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL,
    start: async () => {
      server = startServer(dataDir, env);
      return { url: await server.ready, server };
    },
    /** kill -9: no handler runs, nothing is flushed or closed. */
    kill: async () => {
      if (!server || server.child.exitCode !== null || server.child.signalCode) return;
      const exited = server.exited;
      server.child.kill('SIGKILL');
      await exited;
    },
    close: async () => {
      if (server && server.child.exitCode === null && !server.child.signalCode) {
        const exited = server.exited;
        server.child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (database && adminUrl)
        await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A signed-in API client of one server (the session survives restarts: it is a row). */
export class Api {
  constructor(
    public url: string,
    private cookie = '',
  ) {}

  async signIn() {
    const res = await fetch(`${this.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  fetch(path: string, init: RequestInit = {}) {
    return fetch(`${this.url}${path}`, {
      ...init,
      headers: { cookie: this.cookie, ...(init.headers as Record<string, string>) },
    });
  }

  json(method: string, path: string, body: unknown) {
    return this.fetch(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async multipart(
    method: string,
    path: string,
    fields: Record<string, string>,
    files: MultipartFile[],
  ) {
    const { payload, headers } = await multipartPayload(fields, files);
    return this.fetch(path, { method, headers, body: new Uint8Array(payload) });
  }
}

/** Files under `dir` (recursively), relative to it. */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

/** Ages every file and folder under `dir` to `ms` ago, as time would after a crash. */
export function ageTree(dir: string, ms: number) {
  const when = new Date(Date.now() - ms);
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  // Deepest first, so a folder's time is set after its files' (setting theirs leaves it alone).
  const paths = entries.map((e) => join(e.parentPath, e.name)).sort((a, b) => b.length - a.length);
  for (const path of [...paths, dir]) {
    if (statSync(path, { throwIfNoEntry: false })) utimesSync(path, when, when);
  }
}

/** Leftovers a killed process may leave in DATA_DIR's uploads and backups. */
export function crashLeftovers(dataDir: string): string[] {
  const uploads = listFiles(join(dataDir, 'uploads')).map((f) => `uploads/${f}`);
  const backups = listFiles(join(dataDir, 'backups')).map((f) => `backups/${f}`);
  let spools: string[] = [];
  try {
    spools = readdirSync(join(dataDir, 'backups'))
      .filter((name) => name.startsWith('.spool-'))
      .map((name) => `backups/${name}/`);
  } catch {
    // no backups folder
  }
  return [...uploads, ...backups]
    .filter((f) => f.endsWith('.tmp') || f.endsWith('.partial') || f.includes('/.spool-'))
    .concat(spools);
}

/** Polls `check` every 100 ms until it gives a value. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const HOUR = 3_600_000;

/** A logger that says nothing: the sweep's report is returned. */
const quiet = {
  level: 'silent',
  child: () => quiet,
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
} as unknown as FastifyBaseLogger;

/** The stored names every row's audio column points at (deleted rows included). */
async function referencedNames(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await queryRows<{ address: string | null }>(
      database.db,
      sql`select audio_url as address from local_words union all
          select audio_url2 from local_words union all
          select audio_url from word_forms union all
          select audio1_url from expressions union all
          select audio2_url from expressions`,
    );
    return new Set(
      rows.flatMap((row) => (row.address ? [row.address.split('?')[0]!.split('/').pop()!] : [])),
    );
  } finally {
    await database.close();
  }
}

/**
 * While no server runs: what the kills left (crash leftovers, and audio files no row points at,
 * deleted rows included: a soft delete can be undone, so the sweep keeps their files), then the
 * files aged two hours, as if the crash were that old. `leftovers()` and `missing()` (files a
 * row points at that are gone) read the disk again when called.
 */
export async function ageStoppedSite(dataDir: string, databaseUrl: string | undefined) {
  const referenced = await referencedNames(dataDir, databaseUrl);
  const audio = join(dataDir, 'uploads', 'audio');
  const leftovers = () => [
    ...crashLeftovers(dataDir),
    ...listFiles(audio).filter((name) => !referenced.has(name) && !name.startsWith('.')),
  ];
  const before = leftovers();
  ageTree(join(dataDir, 'uploads'), 2 * HOUR);
  ageTree(join(dataDir, 'backups'), 2 * HOUR);
  return {
    before,
    leftovers,
    missing: () => [...referenced].filter((name) => !existsSync(join(audio, name))),
  };
}

/** ageStoppedSite, then the leftover sweep as the server runs it (decision 028), called here. */
export async function sweepStoppedSite(dataDir: string, databaseUrl: string | undefined) {
  const aged = await ageStoppedSite(dataDir, databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir });
  const storage = new LocalStorage(dataDir);
  let report: SweepReport;
  try {
    report = await sweepLeftovers({ database, storage, dataDir, log: quiet });
  } finally {
    await storage.close();
    await database.close();
  }
  return { before: aged.before, after: aged.leftovers(), missing: aged.missing(), report };
}
