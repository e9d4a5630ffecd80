import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } from './test-env';

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

export const superadmin: Credentials = { email: SUPERADMIN_EMAIL, password: SUPERADMIN_PASSWORD };

/** Signs the page's browser context in through the API (the UI journey is tested on its own). */
export async function signInThroughApi(page: Page, credentials: Credentials = superadmin) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the sign-in form shown on the current page (French labels). */
export async function signInThroughForm(page: Page, credentials: Credentials = superadmin) {
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

export const test = base.extend<{ adminPage: Page }>({
  /** A page whose context is signed in as the superadmin. */
  adminPage: async ({ page }, use) => {
    await signInThroughApi(page);
    await use(page);
  },
});
