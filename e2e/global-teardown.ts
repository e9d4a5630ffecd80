import { rmSync } from 'node:fs';

/** Removes the run's temporary data directory (see playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.MANENO_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
