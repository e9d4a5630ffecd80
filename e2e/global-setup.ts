import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { prepareTemplate } from './support/prepare-data';
import { cleanUpRun, templateDir } from './support/server';

/**
 * Once per run: the app is built if its sources changed, and one template data directory is
 * prepared, which each worker copies for its own server (support/server.ts). The returned
 * function is the run's teardown.
 */
export default async function globalSetup() {
  buildIfStale();
  const root = mkdtempSync(join(tmpdir(), 'maneno-e2e-'));
  // Inherited by the workers, which start after this.
  process.env.MANENO_E2E_ROOT = root;
  await prepareTemplate(templateDir(root));
  return () => cleanUpRun(root);
}
