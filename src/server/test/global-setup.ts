import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../db/client';
import { runMigrations } from '../db/migrate';
import { installJobSchema } from '../jobs/job-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * initdb costs seconds: it runs once per test run, migrated, and every test file starts from a
 * copy of that data directory. pg-boss's schema is in the copy too, so an app's first start in a
 * test file only checks it (~2 ms) instead of creating it (~80 ms on PGlite; decision 017).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'maneno-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await runMigrations(database);
  await installJobSchema(database);
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
