import { expect, snapshot, test } from '../fixtures';
import { hydrated } from '../support/page';

test('an unknown path shows the 404 page, which leads back home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable/);
  await snapshot(page, '404-fr-light');

  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();
});

test('the 404 page follows the chosen language', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // The switch on a public page leads to its English address and remembers the choice, which
  // an address that is no page follows.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/');
  await page.goto('/still/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('an unknown English address shows the 404 page in English, which leads to the English home', async ({
  page,
}) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
