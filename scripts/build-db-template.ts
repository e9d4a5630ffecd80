/**
 * `npm run build:db-template` (part of `npm run build`): writes dist/db-template/pgdata.tar.gz,
 * a migrated, empty PGlite cluster that a first start on an empty data directory loads instead
 * of running initdb and the migrations (src/server/db/pglite-template.ts). Skipped when the
 * template already there was made from the same PGlite version and migrations.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePgliteTemplate, pgliteTemplateKey } from '@server/db/pglite-template';

const OUT = 'dist/db-template';
const TARBALL = join(OUT, 'pgdata.tar.gz');
const KEY = join(OUT, 'key');

const key = pgliteTemplateKey();
if (existsSync(TARBALL) && existsSync(KEY) && readFileSync(KEY, 'utf8') === key) {
  console.log(`${TARBALL} is up to date`);
} else {
  const started = performance.now();
  const tarball = await makePgliteTemplate();
  mkdirSync(OUT, { recursive: true });
  // Written aside, then renamed: a build stopped half-way leaves no truncated template.
  writeFileSync(`${TARBALL}.tmp`, tarball);
  renameSync(`${TARBALL}.tmp`, TARBALL);
  writeFileSync(KEY, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${TARBALL}: ${(tarball.length / 1e6).toFixed(1)} MB, made in ${seconds} s`);
}
