import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fileInput, wavFile } from '../support/audio';

/*
 * Real layout needs a real browser: on a phone, the back-office screens fit its width, cards stack
 * in one column and dialogs stay on the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page is wider than the screen. */
async function expectNoOverflow(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, path).toBeLessThanOrEqual(0);
}

test('the back-office screens fit a phone', async ({ adminPage: page }) => {
  await page.goto('/users');
  await expect(page.getByRole('list', { name: 'Liste des utilisateurs' })).toBeVisible();
  await expectNoOverflow(page, '/users');

  await page.goto('/words');
  await expect(page.getByRole('list', { name: 'Liste des mots' })).toBeVisible();
  await expectNoOverflow(page, '/words');

  // The word form at its widest: a file, an example and the special letters open.
  await page.goto('/words/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot' })).toBeVisible();
  await fileInput(page).setInputFiles(wavFile('ton-test.wav'));
  await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
  await page.getByRole('button', { name: 'Afficher les lettres spéciales' }).click();
  await expectNoOverflow(page, '/words/new');

  // Language cards in one column.
  await page.goto('/languages');
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  await expectNoOverflow(page, '/languages');

  // The locality dialog within the screen.
  await page.goto('/localities');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoOverflow(page, '/localities');
  await page.getByRole('button', { name: 'Ajouter une localité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une localité' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  await page.goto('/countries-regions');
  await page.getByRole('combobox', { name: 'Pays' }).fill('kenya');
  await page.getByRole('option', { name: /Kenya/ }).click();
  await expect(page.getByRole('heading', { name: 'Régions : Kenya' })).toBeVisible();
  await expectNoOverflow(page, '/countries-regions');
});
