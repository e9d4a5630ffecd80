// `npm run test:e2e`: build if needed, then run Playwright against the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}. Install it (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
buildIfStale();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
