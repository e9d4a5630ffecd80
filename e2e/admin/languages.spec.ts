import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@shared/schemas/languages';
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

/**
 * The toast shown while a modal dialog is open: the dialog hides the rest of the page from
 * assistive technologies (Radix announces the toast through its own live region instead).
 */
const toastBehindDialog = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a language from start to end: new locality from the picker, edit, search, delete', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const LANGUAGE = `Bassa ${run}`;
  const RENAMED = `Basaa ${run}`;
  const LOCALITY = `Édéa ${run}`;
  const page = adminPage;
  await ensureCameroonRegions(page.request);
  await page.goto('/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'Langues' })).toBeVisible();
  await expect(page.getByText(/^\d+ langues?$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Liste des langues' })).toBeVisible();
  await snapshot(page, 'languages-fr-light');

  // Add: name, a code forced to upper case as typed, and a locality created from the picker.
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une langue' });
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(dialog.getByText('Le nom de la langue est requis')).toBeVisible();
  await dialog.getByLabel('Nom', { exact: true }).fill(LANGUAGE);
  await dialog.getByLabel('Code admin (facultatif)').pressSequentially('bas');
  await expect(dialog.getByLabel('Code admin (facultatif)')).toHaveValue('BAS');

  const picker = dialog.getByRole('combobox', { name: 'Localités' });
  await picker.fill(LOCALITY);
  await expect(dialog.getByText('Aucune localité trouvée')).toBeVisible();
  await snapshot(page, 'languages-picker-no-result', { fullPage: false });
  await dialog.getByRole('button', { name: `Créer « ${LOCALITY} »` }).click();

  const nested = page.getByRole('dialog', { name: 'Ajouter une localité' });
  await expect(nested.getByLabel('Nom', { exact: true })).toHaveValue(LOCALITY);
  await expect(nested.getByRole('combobox', { name: 'Région (facultatif)' })).toBeDisabled();
  await nested.getByRole('combobox', { name: 'Pays' }).click();
  await page.getByRole('option', { name: 'Cameroun', exact: true }).click();
  await nested.getByRole('combobox', { name: 'Région (facultatif)' }).click();
  await page.getByRole('option', { name: 'Littoral', exact: true }).click();
  await snapshot(page, 'languages-nested-locality', { fullPage: false });
  await nested.getByRole('button', { name: 'Créer', exact: true }).click();

  await expect(toastBehindDialog(page)).toContainText('Localité créée');
  await expect(toastBehindDialog(page)).toContainText('La localité a été créée avec succès');
  await expect(nested).toBeHidden();
  const selected = dialog.getByRole('list', { name: 'Localités sélectionnées' });
  await expect(selected.getByRole('listitem')).toHaveText([LOCALITY]);
  await expect(picker).toHaveValue('');
  await expect(picker).toBeFocused();

  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(toast(page)).toContainText('Langue créée');
  await expect(dialog).toBeHidden();
  const created = card(page, LANGUAGE);
  await expect(created).toContainText('Code: BAS');
  await expect(created).toContainText('Parlée dans:');
  await expect(created.getByRole('listitem')).toHaveText([LOCALITY]);
  await expect(created.getByRole('img', { name: 'Cameroun' })).toBeVisible();

  // The add dialog starts empty again.
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  await expect(dialog.getByLabel('Nom', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Code admin (facultatif)')).toHaveValue('');
  await expect(dialog.getByRole('list', { name: 'Localités sélectionnées' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // Edit: prefilled; a chosen locality is never suggested; keyboard picking; Escape.
  await created.getByRole('button', { name: `Modifier ${LANGUAGE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la langue' });
  await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue(LANGUAGE);
  await expect(edit.getByLabel('Code admin (facultatif)')).toHaveValue('BAS');
  const editSelected = edit.getByRole('list', { name: 'Localités sélectionnées' });
  await expect(editSelected.getByRole('listitem')).toHaveText([LOCALITY]);

  const editPicker = edit.getByRole('combobox', { name: 'Localités' });
  await editPicker.fill(LOCALITY);
  await expect(edit.getByText('Aucune localité trouvée')).toBeVisible();
  await editPicker.press('Escape');
  await expect(editPicker).toHaveAttribute('aria-expanded', 'false');
  await expect(edit).toBeVisible();

  await edit.getByRole('button', { name: `Retirer ${LOCALITY}` }).click();
  await expect(editSelected).toHaveCount(0);
  // The list shown is the answer to what was typed last (not an earlier one kept meanwhile).
  const typed = `édéa ${run}`.toUpperCase();
  const answered = page.waitForResponse((r) =>
    r.url().includes(`/api/localities/search?q=${encodeURIComponent(typed)}`),
  );
  await editPicker.fill(typed);
  await answered;
  const option = edit.getByRole('option', { name: new RegExp(LOCALITY) });
  await expect(option).toBeVisible();
  await expect(edit.getByRole('listbox')).toHaveCSS('max-height', '256px');
  await editPicker.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await editPicker.press('Enter');
  await expect(editSelected.getByRole('listitem')).toHaveText([LOCALITY]);
  await expect(edit).toBeVisible();

  await edit.getByLabel('Nom', { exact: true }).fill(RENAMED);
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Langue mise à jour');
  await expect(edit).toBeHidden();
  await expect(card(page, RENAMED).getByRole('listitem')).toHaveText([LOCALITY]);
  await expect(card(page, LANGUAGE)).toHaveCount(0);

  // The search filters the grid by name (case and accents ignored).
  const search = page.getByRole('searchbox', { name: 'Rechercher une langue' });
  await search.fill(RENAMED.toLowerCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, RENAMED)).toBeVisible();
  await search.fill(`nothing-like-${run}`);
  await expect(page.getByRole('heading', { name: 'Aucune langue trouvée' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await search.fill('');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Delete: cancel first, then confirm.
  await card(page, RENAMED)
    .getByRole('button', { name: `Supprimer ${RENAMED}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer la langue?' });
  await expect(confirm).toContainText(
    `« ${RENAMED} » ira dans la corbeille, d'où un administrateur pourra la restaurer pendant 90 jours.`,
  );
  await snapshot(page, 'languages-delete-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, RENAMED)).toBeVisible();

  await card(page, RENAMED)
    .getByRole('button', { name: `Supprimer ${RENAMED}` })
    .click();
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText('Langue supprimée');
  await expect(card(page, RENAMED)).toHaveCount(0);
  const languages = (await (await page.request.get('/api/languages')).json()) as Language[];
  expect(languages.map((language) => language.name)).not.toContain(RENAMED);
});
