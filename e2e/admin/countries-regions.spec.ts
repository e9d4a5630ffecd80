import { expect, snapshot, test, toast } from '../fixtures';

test('import the countries and the regions of Cameroon, add and delete a region', async ({
  adminPage,
  data,
}) => {
  test.setTimeout(90_000);
  const REGION = data.unique('Région test ');
  const page = adminPage;
  await page.goto('/countries-regions');
  await expect(page.getByRole('heading', { level: 1, name: 'Pays et régions' })).toBeVisible();

  // Importing is idempotent: the server says how many were added and skipped.
  await page.getByRole('button', { name: 'Importer les pays' }).first().click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(/\d+ pays ajouté\(s\), \d+ déjà présent\(s\)\./);
  await expect(page.getByText(/^\d+ pays · /)).toBeVisible();

  // The country picker: names in French, searchable without accents, keyboard included.
  const picker = page.getByRole('combobox', { name: 'Pays' });
  await picker.fill('camer');
  await expect(page.getByRole('option', { name: /Cameroun/ })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Cameroun');
  await expect(page).toHaveURL(/\?country=\d+$/);
  await expect(page.getByRole('heading', { name: 'Régions : Cameroun' })).toBeVisible();

  await page.getByRole('button', { name: 'Importer les régions de ce pays' }).click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(/région\(s\) ajoutée\(s\)/);
  const regions = page.getByRole('list', { name: 'Régions : Cameroun' });
  await expect(regions.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('10 régions')).toBeVisible();
  await expect(regions.getByRole('listitem').filter({ hasText: 'Adamawa' })).toContainText('AD');
  await snapshot(page, 'countries-regions-fr-light');

  // Add a region; the name is required in the browser too.
  await page.getByRole('button', { name: 'Ajouter une région' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une région' });
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByText('Le nom de la région est requis.')).toBeVisible();
  await dialog.getByLabel('Nom de la région').fill(REGION);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(`Région « ${REGION} » créée.`);
  await expect(regions.getByRole('listitem')).toHaveCount(11);

  // Delete it through the confirmation.
  await regions.getByRole('button', { name: `Supprimer la région ${REGION}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer la région?' });
  await expect(confirm).toContainText(REGION);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText(`Région « ${REGION} » supprimée.`);
  await expect(regions.getByRole('listitem')).toHaveCount(10);

  // The chosen country survives a reload (it is in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('Cameroun');
  await expect(regions.getByRole('listitem')).toHaveCount(10);

  // Every country's regions at once.
  await page.getByRole('button', { name: 'Importer toutes les régions' }).click();
  await expect(toast(page)).toContainText('Succès', { timeout: 60_000 });
  await expect(toast(page)).toContainText(/région\(s\) ajoutée\(s\)/);
});
