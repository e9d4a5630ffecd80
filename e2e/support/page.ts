import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { snapshot } from '../fixtures';

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

/**
 * Resolves once React has taken over the server's HTML: it marks the nodes it hydrated with its
 * fiber, and effects have run two frames after the commit. Before that, a click on a rendered
 * button does nothing.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector('#root h1');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
