import type { APIRequestContext, Page } from '@playwright/test';
import type { Country } from '@shared/schemas/places';
import { expect, snapshot, test, toast } from '../fixtures';

/** The countries and Cameroon's regions, imported through the API if they are not there yet. */
async function ensureCameroonRegions(request: APIRequestContext) {
  expect((await request.post('/api/countries/populate')).status()).toBe(200);
  const countries = (await (await request.get('/api/countries')).json()) as Country[];
  const cameroon = countries.find((country) => country.iso2 === 'CM');
  expect(cameroon).toBeDefined();
  const response = await request.post(`/api/countries/${cameroon!.id}/populate-regions`);
  expect(response.status()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a locality: validation, country then region, edit, refused then allowed delete', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const LOCALITY = `Mbalmayo ${run}`;
  const page = adminPage;
  await ensureCameroonRegions(page.request);
  await page.goto('/localities');
  await expect(page.getByRole('heading', { level: 1, name: 'Localités' })).toBeVisible();
  await expect(page.getByText(/^\d+ localités?$/)).toBeVisible();
  // There are countries: no import button here.
  await expect(page.getByRole('button', { name: 'Importer les pays' })).toHaveCount(0);
  await snapshot(page, 'localities-fr-light');

  await page.getByRole('button', { name: 'Ajouter une localité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une localité' });
  const region = dialog.getByRole('combobox', { name: 'Région (facultatif)' });
  await expect(region).toBeDisabled();
  await expect(region).toHaveText("Sélectionner un pays d'abord");
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(dialog.getByText('Le nom est requis')).toBeVisible();
  await expect(dialog.getByText('Le pays est requis')).toBeVisible();

  await dialog.getByLabel('Nom', { exact: true }).fill(LOCALITY);
  await dialog.getByRole('combobox', { name: 'Pays' }).click();
  await page.getByRole('option', { name: 'Cameroun', exact: true }).click();
  await expect(region).toBeEnabled();
  await region.click();
  await page.getByRole('option', { name: 'Centre', exact: true }).click();
  await expect(region).toHaveText('Centre');

  // Changing the country resets the region.
  await dialog.getByRole('combobox', { name: 'Pays' }).click();
  await page.getByRole('option', { name: 'Kenya', exact: true }).click();
  await expect(region).not.toHaveText('Centre');
  await dialog.getByRole('combobox', { name: 'Pays' }).click();
  await page.getByRole('option', { name: 'Cameroun', exact: true }).click();
  await expect(region).toHaveText('Sélectionner une région');
  await region.click();
  await page.getByRole('option', { name: 'Centre', exact: true }).click();
  await dialog.getByLabel('Description (facultatif)').fill('Ville du Nyong-et-So’o.');
  await snapshot(page, 'localities-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();

  await expect(toast(page)).toContainText('Localité créée');
  await expect(dialog).toBeHidden();
  const created = card(page, LOCALITY);
  await expect(created).toContainText('Cameroun');
  await expect(created).toContainText('Centre');
  await expect(created).toContainText('Ville du Nyong-et-So’o.');

  // Edit: prefilled with the locality.
  await created.getByRole('button', { name: `Modifier ${LOCALITY}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la localité' });
  await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue(LOCALITY);
  await expect(edit.getByRole('combobox', { name: 'Pays' })).toHaveText('Cameroun');
  await expect(edit.getByRole('combobox', { name: 'Région (facultatif)' })).toHaveText('Centre');
  await edit.getByLabel('Description (facultatif)').fill('Sur le Nyong.');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Localité mise à jour');
  await expect(card(page, LOCALITY)).toContainText('Sur le Nyong.');

  // A locality that a language uses cannot be deleted: the server says which.
  const localities = (await (await page.request.get('/api/localities')).json()) as {
    id: number;
    name: string;
  }[];
  const localityId = localities.find((locality) => locality.name === LOCALITY)!.id;
  const language = await data.language({ prefix: 'Ewondo ', localityIds: [localityId] });

  await card(page, LOCALITY)
    .getByRole('button', { name: `Supprimer ${LOCALITY}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer la localité?' });
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText('Échec de la suppression de la localité');
  await expect(toast(page)).toContainText(language.name);
  await expect(card(page, LOCALITY)).toBeVisible();

  expect((await page.request.delete(`/api/languages/${language.id}`)).status()).toBe(204);
  await card(page, LOCALITY)
    .getByRole('button', { name: `Supprimer ${LOCALITY}` })
    .click();
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText('Localité supprimée');
  await expect(card(page, LOCALITY)).toHaveCount(0);
});
