import type { Page } from '@playwright/test';
import type { WordSearchResult } from '@shared/schemas/words';
import { expect, snapshot, test } from '../fixtures';

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Rechercher un mot dans le dictionnaire' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Mots trouvés' });

test('the dashboard search finds words in every language, by the keyboard or the mouse', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/dashboard');
  const box = searchBox(page);

  // One character opens nothing, typed with a tone mark too: ɛ́ (ɛ + U+0301) is one once folded.
  for (const short of ['m', 'ɛ́']) {
    await box.fill(short);
    await page.waitForTimeout(500);
    await expect(box, short).toHaveAttribute('aria-expanded', 'false');
    await expect(results(page)).toBeHidden();
    await expect(page.getByText('Aucun résultat trouvé')).toBeHidden();
  }

  // Two are enough: "mbwa" is Swahili and Lingala.
  await box.fill('mbwa');
  const options = results(page).getByRole('option');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.filter({ hasText: 'Swahili' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Lingala' })).toHaveCount(1);
  await expect(options.first()).toContainText('mbwa');
  await expect(options.first()).toContainText('Mot local');
  await expect(options.first()).toContainText('chien · dog');
  await expect(results(page)).toHaveCSS('max-height', '384px');
  await snapshot(page, 'dashboard-search-fr-light', { fullPage: false });

  // Escape closes; typing again reopens; a click elsewhere closes.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // By a French gloss, from the keyboard: the hit opens the word's edit page from the back office.
  const hits = (await (
    await page.request.get(`/api/search/words?q=${encodeURIComponent('chien')}`)
  ).json()) as WordSearchResult[];
  expect(hits.length).toBeGreaterThan(0);
  await box.fill('chien');
  await expect(options).toHaveCount(hits.length);
  await expect(options.first()).toContainText('Français');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(`/words/edit/${hits[0]!.localWordId}`);
});

test('tone marks and special letters need not be typed; a click opens the edit page', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await searchBox(page).fill('ngombe');
  const hit = results(page).getByRole('option', { name: /ngɔmbɛ/ });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('Lingala');
  await expect(hit).toContainText('vache · cow');
  const [found] = (await (
    await page.request.get(`/api/search/words?q=${encodeURIComponent('ngɔmbɛ')}`)
  ).json()) as WordSearchResult[];
  await hit.click();
  await expect(page).toHaveURL(`/words/edit/${found!.localWordId}`);
});

test('nothing found and a failed search are both said', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await searchBox(page).fill('xqzxqz');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun résultat trouvé pour "xqzxqz"' }),
  ).toBeVisible();

  await page.route('**/api/search/words?*', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL' } }),
  );
  await searchBox(page).fill('maji');
  await expect(page.getByRole('status').filter({ hasText: 'Échec de la recherche' })).toBeVisible();
});

test('the search on a phone and in the dark, in English', async ({ adminPage }) => {
  const page = adminPage;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  const box = page.getByRole('combobox', { name: 'Search the dictionary for a word' });
  await box.fill('mtu');
  await expect(
    page.getByRole('listbox', { name: 'Words found' }).getByRole('option').first(),
  ).toContainText('Local word');
  await snapshot(page, 'dashboard-search-phone-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapshot(page, 'dashboard-search-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await box.fill('');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await snapshot(page, 'dashboard-phone-en-light', { fullPage: false });
  await page.getByRole('button', { name: 'Français' }).click();
  await searchBox(page).fill('mtoto');
  await expect(results(page).getByRole('option').first()).toContainText('mtoto');
  await snapshot(page, 'dashboard-search-phone-fr-light', { fullPage: false });
});
