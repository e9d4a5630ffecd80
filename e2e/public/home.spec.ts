import type { PublicStats } from '@shared/schemas/stats';
import { expect, snapshot, test } from '../fixtures';

const number = (n: number) => new Intl.NumberFormat('fr').format(n);
const label = (n: number, one: string, other: string) => `${number(n)} ${n === 1 ? one : other}`;

test('the home page shows the site, its tagline and the live statistics', async ({ page }) => {
  const stats = (await (await page.request.get('/api/public/stats')).json()) as PublicStats;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();
  await expect(page.getByText("Préserver l'héritage africain, un mot à la fois")).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Le dictionnaire en chiffres' }).getByRole('listitem'),
  ).toHaveText([
    label(stats.countriesCount, 'pays', 'pays'),
    label(stats.languagesCount, 'langue', 'langues'),
    label(stats.localitiesCount, 'localité', 'localités'),
    label(stats.wordsCount, 'mot', 'mots'),
    label(stats.expressionsCount, 'expression', 'expressions'),
  ]);
  await snapshot(page, 'home-fr-light');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText("Preserving Africa's heritage, one word at a time")).toBeVisible();
  await expect(page.getByRole('region', { name: 'The dictionary in figures' })).toContainText(
    stats.languagesCount === 1 ? '1 language' : `${stats.languagesCount} languages`,
  );
});

test('the home page loads no back-office code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Le dictionnaire en chiffres' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /admin|dashboard|sign-in|change-password/.test(path))).toEqual(
    [],
  );
});
