import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages work under the Content-Security-Policy without breaking it', async ({ adminPage }) => {
  const page = adminPage;
  const violations = await recordViolations(page);
  // Pages that validate input with zod, whose compiled parsers would need eval.
  for (const [path, heading] of [
    ['/browse?q=moja', 'Résultats pour « moja »'],
    ['/word/moja', 'moja'],
    ['/words/new', 'Nouveau mot'],
    ['/expressions/new', 'Nouvelle expression'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
