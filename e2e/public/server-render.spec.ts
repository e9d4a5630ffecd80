import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hydrated } from '../support/page';

/** Console errors and uncaught exceptions: React reports a hydration mismatch as one. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // A word page for an unknown slug answers 404 on purpose; the browser logs that load.
    if (message.type() === 'error' && !message.text().includes('status of 404')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages read from the first HTML, and the search form still searches', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Le dictionnaire en chiffres' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(page.getByRole('link', { name: /^Swahili/ })).toBeVisible();

    await page.getByRole('searchbox').first().fill('ngombe');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/browse\?q=ngombe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « ngombe »');
    await expect(page.getByText("ng'ombe", { exact: true })).toBeVisible();

    await page.goto('/word/mbwa');
    await expect(page.getByRole('heading', { level: 1, name: 'mbwa' })).toBeVisible();
    await expect(page.getByText('chien').first()).toBeVisible();
  });
});

test('the browser takes over the rendered pages without a mismatch, and they respond', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const paths = [
    '/',
    '/browse?q=mbwa',
    '/browse?q=m',
    '/browse?language=1',
    '/word/mbwa',
    '/word/nope',
    // A word not found, with the search's suggestions.
    '/word/mbwaa',
    '/browse/expressions?q=maji',
    '/language/sw',
    '/expression/999999',
  ];
  // And at their English addresses, under the router's /en basename.
  for (const path of [...paths, ...paths.map((p) => `/en${p}`)]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  // Hydrated: the interface answers, its links stay in the page's language, and the switch leads
  // to the other language's address.
  await page.goto('/en/word/mbwa');
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to the words' }).click();
  await expect(page).toHaveURL('/en/browse');
  await page.goBack();
  await expect(page).toHaveURL('/en/word/mbwa');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/word/mbwa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Retour aux mots' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The <title> of the page's first HTML, as the server sends it (the context's cookies too). */
async function serverTitle(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Waits until the page has loaded and React has taken over the server's HTML. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

test('the tab title stays the one the server sent once the browser takes over', async ({
  page,
  data,
}) => {
  // A spelling two languages share (test data): the title names both, and only them.
  const word = data.unique('mbwa');
  for (const language of ['Swahili', 'Lingala'])
    await data.word({ language, localWord: word, frenchWord: 'chien', englishWord: 'dog' });
  const paths = [
    '/',
    '/browse?q=mbwa',
    '/browse?language=1',
    '/browse',
    '/word/mbwa',
    '/word/nope',
  ];
  for (const address of [...paths, ...paths.map((p) => `/en${p}`)]) {
    const expected = await serverTitle(page, address);
    await page.goto(address);
    await settled(page);
    expect(await page.title(), address).toBe(expected);
  }
  // The server's titles themselves: the meaning on word pages, the site's subtitle at home.
  expect(await serverTitle(page, `/en/word/${word}`)).toBe(
    `${word} (Lingala, Swahili): dog, chien — Maneno`,
  );
  expect(await serverTitle(page, '/en/')).toBe('Maneno — Dictionary of African languages');
  expect(await serverTitle(page, `/word/${word}`)).toBe(
    `${word} (Lingala, Swahili) : chien, dog — Maneno`,
  );
});

test('a visitor whose choice of English predates the cookies gets the English home page next time', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Remembered in local storage only (as before decision 014).
  await page.addInitScript(() => {
    if (!document.cookie.includes('maneno_lang')) localStorage.setItem('maneno.language', 'en');
  });
  // The address names French: the page is French, hydrated without a mismatch...
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await settled(page);
  await expect(page.getByText("Préserver l'héritage africain, un mot à la fois")).toBeVisible();
  // ...and the choice now reaches the server, whose home page leads to the English one.
  await page.goto('/');
  await expect(page).toHaveURL('/en/');
  await expect(page.getByText("Preserving Africa's heritage, one word at a time")).toBeVisible();
  expect(errors).toEqual([]);
});
