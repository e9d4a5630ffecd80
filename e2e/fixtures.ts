import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { Data, signInThroughApi, type Account, type Credentials } from './support/data';
import { startWorkerServer } from './support/server';
import { E2E_PORT, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './test-env';

export { expect, signInThroughApi, type Account, type Credentials };

/** Each worker's own superadmin (same credentials, separate data directories). */
export const superadmin: Credentials = { email: SUPERADMIN_EMAIL, password: SUPERADMIN_PASSWORD };

/** Fills and submits the sign-in form shown on the current page (French labels). */
export async function signInThroughForm(page: Page, credentials: Credentials) {
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(credentials.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The toast area (Radix names it after its F8 hotkey) and the toast shown in it. */
export const toast = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

/** Saves a screenshot into E2E_SCREENSHOTS_DIR when it is set (for a human to look at). */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Let enter animations (sheets, toasts) finish so the picture shows the settled page.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

interface WorkerFixtures {
  /** This worker's server, on its own copy of the template data directory. */
  server: { baseURL: string };
  /** An API context signed in as this worker's superadmin, never used to change that account. */
  superadminApi: APIRequestContext;
}

interface TestFixtures {
  /** Creates users, languages, words and expressions with names of their own. */
  data: Data;
  /** An admin account of the test's own. */
  admin: Account;
  /** A page signed in as `admin`. */
  adminPage: Page;
  /** A page signed in as the worker's superadmin, for journeys about that account. */
  superadminPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use, workerInfo) => {
      // parallelIndex is reused by the worker that replaces a failed one: the ports stay in range.
      const port = E2E_PORT + 1 + workerInfo.parallelIndex;
      const server = await startWorkerServer(port, `worker-${workerInfo.workerIndex}`);
      try {
        await use({ baseURL: server.baseURL });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  superadminApi: [
    async ({ playwright, server }, use) => {
      const api = await playwright.request.newContext({ baseURL: server.baseURL });
      const login = await api.post('/api/auth/login', { data: superadmin });
      expect(login.status(), await login.text()).toBe(200);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  data: async ({ superadminApi, playwright, server }, use, testInfo) => {
    await use(new Data(superadminApi, playwright.request, server.baseURL, testInfo.workerIndex));
  },
  admin: async ({ data }, use) => use(await data.user('admin')),
  adminPage: async ({ page, admin }, use) => {
    await signInThroughApi(page, admin);
    await use(page);
  },
  superadminPage: async ({ page }, use) => {
    await signInThroughApi(page, superadmin);
    await use(page);
  },
});
