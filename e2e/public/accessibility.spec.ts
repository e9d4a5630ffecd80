import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.x A/AA rules on the page as it is now. */
async function violations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
}

const PAGES = ['/', '/browse?q=mbwa', '/browse?language=1&letter=m', '/word/mbwa', '/nowhere'];

for (const theme of ['light', 'dark'] as const) {
  test(`public pages pass WCAG 2.1 AA checks (contrast included) in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('maneno.theme', value), theme);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the hero's cross-fade and the skeletons settle before measuring colours.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      expect(await violations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}

test('every control of the browse page is reachable by keyboard, with a visible focus', async ({
  page,
}) => {
  await page.goto('/browse?q=mbwa');
  await expect(page.getByRole('article').first()).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible =
        style.outlineStyle !== 'none' || style.boxShadow !== 'none' || el.matches(':focus-visible');
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
        visible,
      };
    });
    if (!focused) continue;
    expect(focused.visible, focused.name).toBe(true);
    seen.push(focused.name);
  }
  expect(seen).toEqual(
    expect.arrayContaining(['Rechercher', 'Toutes les languesLingalaSwahiliZulu', 'mbwa']),
  );
});
