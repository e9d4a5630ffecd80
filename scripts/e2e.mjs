// `npm run test:e2e [playwright args]`: the journeys against the system Chromium. Playwright's
// global setup builds the app if its sources changed (e2e/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}. Install it (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
