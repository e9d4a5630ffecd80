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
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/still/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
