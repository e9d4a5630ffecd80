import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { toneWav } from '../support/audio';
import { violations } from '../support/axe';
import { hydrated } from '../support/page';

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const PAGES = [
  '/',
  '/browse?q=mbwa',
  '/browse?language=1&letter=m',
  '/word/mbwa',
  '/nowhere',
  '/browse/expressions',
  '/language/sw',
  '/expression/999999',
];

for (const theme of ['light', 'dark'] as const) {
  test(`public pages pass WCAG 2.1 AA checks (contrast included) in the ${theme} theme`, async ({
    page,
    data,
  }) => {
    // Results with one recording and with two (generated tones, test data): their play buttons
    // differ in name and badge.
    const word = data.unique('sauti');
    await data.word({ language: 'Swahili', localWord: word, frenchWord: 'son' }, [toneWav(1)]);
    await data.word({ language: 'Swahili', localWord: `${word}a`, frenchWord: 'son' }, [
      toneWav(1),
      toneWav(1, 660),
    ]);
    await page.addInitScript((value) => localStorage.setItem('maneno.theme', value), theme);
    for (const path of [...PAGES, `/browse?q=${word}`, `/word/${word}`]) {
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

/**
 * Focus must show: an outline, or a ring (box-shadow), that the element does not have unfocused.
 * `window.focusLook` reads both; `recordUnfocusedLooks` keeps every control's look while nothing
 * has focus, to compare with once Tab reaches it.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.focusLook = (el: Element) => {
      const style = getComputedStyle(el);
      const transparent = /^transparent$|^rgba\(.*,\s*0\)$/.test(style.outlineColor);
      const outline =
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 || transparent
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      return { outline, shadow: style.boxShadow };
    };
    w.unfocusedLooks = new WeakMap();
  });
});

interface FocusLook {
  outline: string;
  shadow: string;
}

async function recordUnfocusedLooks(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const w = window as unknown as {
      focusLook: (el: Element) => unknown;
      unfocusedLooks: WeakMap<Element, unknown>;
    };
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea')) {
      w.unfocusedLooks.set(el, w.focusLook(el));
    }
  });
}

/** The focused element's name, and whether its focus shows (compared with its unfocused look). */
async function focused(page: Page) {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Rings fade in (transition): read the settled style.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const w = window as unknown as {
      focusLook: (el: Element) => FocusLook;
      unfocusedLooks: WeakMap<Element, FocusLook>;
    };
    const now = w.focusLook(el);
    const before = w.unfocusedLooks.get(el) ?? { outline: 'none', shadow: 'none' };
    const visible =
      (now.outline !== 'none' && now.outline !== before.outline) ||
      (now.shadow !== 'none' && now.shadow !== before.shadow);
    return {
      name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
      visible,
    };
  });
}

/**
 * Presses Tab until `target` has focus, `limit` presses at most; every control on the way must
 * show its focus. Returns the names of the controls reached.
 */
async function tabTo(page: Page, target: Locator, limit = 30) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    expect(now.visible, `focus shows on ${now.name}`).toBe(true);
    seen.push(now.name);
    if (await target.evaluate((el) => el === document.activeElement)) return seen;
  }
  throw new Error(`${String(target)} not reached in ${limit} presses of Tab (${seen.join(' | ')})`);
}

/** A public page, rendered and hydrated, with nothing focused yet. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await recordUnfocusedLooks(page);
}

test('every control of the browse page is reachable by keyboard, with a visible focus', async ({
  page,
}) => {
  await open(page, '/browse?q=mbwa');
  const seen = await tabTo(page, page.getByRole('link', { name: 'mbwa' }).last());
  expect(seen).toEqual(expect.arrayContaining(['Rechercher', 'mbwa']));
  // The language filter, named by its options' text (other journeys may add languages).
  expect(seen.some((name) => name.startsWith('Toutes les langues'))).toBe(true);

  // The check itself: without focus styles, it fails.
  await open(page, '/browse?q=mbwa');
  await page.addStyleTag({
    content: '*:focus-visible { outline: none !important; box-shadow: none !important; }',
  });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ visible: false });
});

test('the home page works from the keyboard: search, browse link and language grid', async ({
  page,
}) => {
  await open(page, '/');
  const search = page.getByRole('searchbox', { name: 'Rechercher un mot' });
  await tabTo(page, search);
  await page.keyboard.type('mbwa');
  await tabTo(page, page.getByRole('button', { name: 'Rechercher' }), 1);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/browse?q=mbwa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « mbwa »');

  // Enter in the search box submits too.
  await open(page, '/');
  await tabTo(page, search);
  await page.keyboard.type('ngombe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/browse?q=ngombe');

  await open(page, '/');
  await tabTo(page, page.getByRole('link', { name: 'Parcourir tous les mots' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcourir le dictionnaire');

  // Each language of the grid, its words then its page, one Tab after the other; Enter opens
  // the last one's words, and its page.
  await open(page, '/');
  const links = await page.getByRole('region', { name: 'Les langues' }).getByRole('link').all();
  expect(links.length).toBeGreaterThan(3);
  for (const [i, link] of links.entries()) await tabTo(page, link, i === 0 ? 30 : 1);
  const lastWords = links.at(-2)!;
  const name = (await lastWords.locator('span').first().textContent())!.trim();
  await expect(links.at(-1)!).toHaveText(`Page de la langue ${name}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/language\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await open(page, '/');
  await tabTo(page, lastWords, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/browse\?language=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mots en ${name}`);
});

test("a word's recordings play and stop from the keyboard, Enter or Space", async ({
  page,
  data,
}) => {
  // A word with two recordings (generated tones, test data), added by staff.
  const word = data.unique('sauti');
  await data.word({ language: 'Swahili', localWord: word, frenchWord: 'son' }, [
    toneWav(3),
    toneWav(3, 660),
  ]);

  await open(page, `/word/${word}`);
  for (const [n, key] of [
    [1, 'Enter'],
    [2, 'Space'],
  ] as const) {
    const play = page.getByRole('button', { name: `Écouter « ${word} », enregistrement ${n}` });
    await tabTo(page, play, n === 1 ? 30 : 1);
    await page.keyboard.press(key);
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(play).toHaveAttribute('data-state', 'playing');
    await page.keyboard.press(key);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
  }
});
