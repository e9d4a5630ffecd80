import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';

/*
 * Each worker runs its own server on its own copy of one prepared data directory (globalSetup and
 * the `server` fixture in e2e/fixtures.ts), and each journey creates the data it needs: every test
 * may run in parallel with any other, in any order.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Measured on a 2-core machine (docs/testing.md): 2 beat 3. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Bounds, not waits: a passing journey never reaches them. They leave room for a machine whose
  // cores the workers share with each other and with other work.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    // Recording a trace of every journey costs a quarter of the run (4.0 against 3.0 min on this
    // machine), so it is opt-in: E2E_TRACE=1 keeps the trace of each failing journey.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // As a visitor who asks for less motion: the app then ends its animations at once, so the
    // browser does not repaint loading pulses and dialog transitions (the journeys are CPU-bound).
    reducedMotion: 'reduce',
    // A French-speaking visitor's browser (Chromium's own default asks for en-US): the home page
    // follows the browser's language on a first visit (decision 036). Journeys about English
    // browsers set their own locale.
    locale: 'fr-FR',
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
});
