import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';
import { E2E_BASE_URL, E2E_PORT, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './e2e/test-env';

// A fresh database per run. The config is evaluated again in each worker: the environment
// variable, inherited from the main process, keeps them all on the same directory.
process.env.MANENO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'maneno-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One server and one superadmin whose password a journey changes: run the files one by one.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system Chromium: nothing is downloaded.
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // Prepare the data (migrations, demo, test fixtures) first, then serve the built app.
    command: 'npx tsx e2e/support/prepare-data.ts && node dist/server/index.js',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.MANENO_E2E_DATA_DIR,
      SUPERADMIN_EMAIL,
      SUPERADMIN_PASSWORD,
    },
  },
});
