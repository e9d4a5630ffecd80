import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ErrorBody } from '@shared/errors';
import type { Role } from '@shared/roles';
import { expect, snapshot } from '../fixtures';

/** A full-page picture, taken from the top (the sticky header would otherwise show mid-page). */
export async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
}

/**
 * The screen as it is now, into E2E_SCREENSHOTS_DIR when set, without waiting for animations:
 * skeletons pulse for ever, so snapshot() would wait for their end.
 */
export async function stillShot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Holds the requests to `url` until the returned function is called, to see what loads. */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The signed-in admin, with another role to the client (the server still knows the admin). */
export async function seenAs(page: Page, role: Role) {
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { user: { ...user, role } } });
  });
}

/** The signed-in admin, as a contributor to the client (the server still knows the admin). */
export const seenAsContributor = (page: Page) => seenAs(page, 'contributor');

/** Counts the saves (POST or PUT to `path` or `path/{id}`) the page sends, to prove none was. */
export function countSaves(page: Page, path: string) {
  const save = new RegExp(`${path}(/\\d+)?$`);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (save.test(request.url()) && ['POST', 'PUT'].includes(request.method()))
      saves.push(request.method());
  });
  return saves;
}

/** The `search` values sent to `path` from now on, one per request, to count the requests. */
export function recordSearches(page: Page, path: string) {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search')!);
  });
  return searches;
}

/** From the dark theme in English back to light and French, for the next journeys. */
export async function backToLightFrench(page: Page) {
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

interface FailedAnswer {
  status: number;
  body: ErrorBody | string;
}

const INTERNAL_ERROR: FailedAnswer = {
  status: 500,
  body: { code: 'INTERNAL', message: 'Erreur interne du serveur. Réessayez plus tard.' },
};

/**
 * The server refuses the `method` calls to `url`: a 500 unless `answer` says otherwise, its body
 * the API's error (or text, as a proxy in front would answer). Other calls pass.
 */
export async function failRequests(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  answer: FailedAnswer = INTERNAL_ERROR,
) {
  const { status, body } = answer;
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill(typeof body === 'string' ? { status, body } : { status, json: body })
      : route.fallback(),
  );
}
