import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, pgliteExtensions } from './client';
import { migrationsFolder, runMigrations } from './migrate';

/**
 * A PGlite cluster with every migration applied and no rows, as a gzipped tarball (PGlite's own
 * `dumpDataDir`). The build makes it once (`npm run build:db-template`, into
 * dist/db-template/); a first start on an empty data directory loads it instead of running
 * `initdb` and the migrations, which takes 4 to 5 s of a first start on a modest machine. A
 * template older than the migrations is harmless: the start-up's migration run applies the rest.
 */
export async function makePgliteTemplate(migrationsDir = migrationsFolder()): Promise<Buffer> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await runMigrations(fromPglite(client), migrationsDir);
    const tarball = await client.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** The installed PGlite's version: a template is only loadable by the engine that wrote it. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // not this folder
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the version of @electric-sql/pglite');
    dir = parent;
  }
}

/**
 * What a template is made of: the engine's version and every migration file. The build remakes
 * the template only when this changes.
 */
export function pgliteTemplateKey(migrationsDir = migrationsFolder()): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const files = readdirSync(migrationsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  return hash.digest('hex');
}
