import { expect, test } from '../fixtures';

test('a page whose code cannot be downloaded says so, and the next address works', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();
  // As after a deploy that replaced the chunk, or a dropped connection.
  await page.route('**/assets/browse-route-*.js', (route) => route.abort('connectionreset'));

  await page.getByRole('link', { name: 'Parcourir tous les mots' }).click();
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await expect(page.getByText("La page n'a pas pu s'afficher.")).toBeVisible();

  // Going back is another address: the home page shows again, without a reload.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();

  // Once the code can be downloaded, reloading the failed page shows it.
  await page.unroute('**/assets/browse-route-*.js');
  await page.goForward();
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Parcourir le dictionnaire' }),
  ).toBeVisible();
});
