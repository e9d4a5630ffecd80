import type { DashboardStats } from '@shared/schemas/dashboard';
import { expect, snapshot, test } from '../fixtures';

const number = (n: number) => new Intl.NumberFormat('fr').format(n);

test('the dashboard shows the real counts, each linking to its page', async ({ adminPage }) => {
  const page = adminPage;
  const response = await page.request.get('/api/dashboard/stats');
  expect(response.status()).toBe(200);
  const stats = (await response.json()) as DashboardStats;

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText("Vue d'ensemble de votre encyclopédie linguistique")).toBeVisible();

  const cards = page.getByRole('region', { name: 'Statistiques' });
  // The words card says that it counts approved words (the words list counts every status).
  const expected: [string, number, string, string?][] = [
    ['Langues', stats.languagesCount, '/languages'],
    ['Mots', stats.wordsCount, '/words', stats.wordsCount === 1 ? 'approuvé' : 'approuvés'],
    ['Expressions', stats.expressionsCount, '/expressions'],
    ['Pays', stats.countriesCount, '/countries-regions'],
    ['Localités', stats.localitiesCount, '/localities'],
    ['Équivalences', stats.equivalencesCount, '/cross-language'],
  ];
  await expect(cards.getByRole('link')).toHaveCount(expected.length);
  for (const [label, count, href, note = ''] of expected) {
    const card = cards.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(card).toHaveText(`${label}${number(count)}${note}`);
    await expect(card).toHaveAttribute('href', href);
  }
  await snapshot(page, 'dashboard-fr-light');

  // The welcome card's quick links.
  const welcome = page.getByRole('region', { name: "Bienvenue dans l'administration de Maneno" });
  await expect(welcome.getByRole('link', { name: 'Gérer les langues' })).toHaveAttribute(
    'href',
    '/languages',
  );
  await expect(welcome.getByRole('link', { name: 'Gérer les mots' })).toHaveAttribute(
    'href',
    '/words',
  );
  await expect(welcome.getByRole('link', { name: 'Gérer les expressions' })).toHaveAttribute(
    'href',
    '/expressions',
  );
});

test('English and the dark theme survive a reload', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Dark theme' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Overview of your linguistic encyclopedia')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await snapshot(page, 'dashboard-en-dark');

  // And back, so that the page is French and light again.
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
