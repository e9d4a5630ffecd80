import type { Page } from '@playwright/test';
import type { PaginatedExpressions } from '@shared/schemas/expressions';
import { expect, snapshot, test, toast } from '../fixtures';
import {
  audioList,
  expectStoredWebm,
  fileInput,
  startRecording,
  stopRecording,
  wavFile,
} from '../support/audio';
import { createExpression, getExpression, wordId } from '../support/api';
import { countSaves, pageShot } from '../support/page';

const expressionList = (page: Page) => page.getByRole('list', { name: 'Liste des expressions' });
const expressionArticle = (page: Page, text: string) =>
  expressionList(page).getByRole('article', { name: text, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const wordsCombobox = (page: Page) => page.getByRole('combobox', { name: 'Mots', exact: true });
const chosenWords = (page: Page) => page.getByRole('list', { name: 'Mots sélectionnés' });

/** Picks an option of a searchable picker (language, locality, word) by typing. */
async function pick(page: Page, combobox: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: combobox, exact: true });
  // A click opens the list even when the text is already there.
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('an expression: created with two words and an upload, found without tones, edited, deleted', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const text = `Mɔ́tɔ na ngɔmbɛ ${run}`;
  const stored = text.normalize('NFC');

  await page.goto('/expressions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire des expressions' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle expression' }).click();
  await expect(page).toHaveURL('/expressions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle expression' })).toBeVisible();
  await pageShot(page, 'expression-form-new-empty');

  // Language and locality: searchable, tones and case aside.
  await pick(page, 'Langue (facultatif)', 'lin', /^Lingala/);
  await expect(page.getByRole('combobox', { name: 'Langue (facultatif)' })).toHaveValue('Lingala');
  await pick(page, 'Localité (facultatif)', 'kinsh', /^Kinshasa/);
  await expect(page.getByRole('combobox', { name: 'Localité (facultatif)' })).toHaveValue(
    'Kinshasa',
  );

  // A word typed without its open vowels, chosen with the keyboard.
  await wordsCombobox(page).fill('ngombe');
  await expect(page.getByRole('option', { name: /^ngɔmbɛ Lingala/ })).toBeVisible();
  await wordsCombobox(page).press('ArrowDown');
  await wordsCombobox(page).press('Enter');
  await expect(chosenWords(page).getByRole('listitem')).toHaveText([/^ngɔmbɛ/]);
  await expect(wordsCombobox(page)).toHaveValue('');
  // Chosen, it is not offered again.
  const answered = () => page.getByText('Aucun mot trouvé').or(page.getByRole('option').first());
  await wordsCombobox(page).fill('ngombe');
  await expect(answered()).toBeVisible();
  await expect(page.getByRole('option', { name: /^ngɔmbɛ/ })).toHaveCount(0);
  // The language restricts the suggestions: Swahili's 'maji' only once the language is cleared.
  const lingalaSearch = page.waitForResponse(
    (response) =>
      response.url().includes('/api/words/paginated?') &&
      response.url().includes('search=maji') &&
      response.url().includes('languageId='),
  );
  await wordsCombobox(page).fill('maji');
  await expect(page.getByText('Mots en Lingala uniquement.')).toBeVisible();
  await lingalaSearch;
  await expect(answered()).toBeVisible();
  await expect(page.getByRole('option', { name: /Swahili/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Effacer la langue' }).click();
  await expect(page.getByRole('combobox', { name: 'Langue (facultatif)' })).toHaveValue('');
  // Suggestions match the local word only, not its French gloss 'eau'.
  const glossSearch = page.waitForResponse(
    (response) => response.url().includes('search=eau') && response.url().includes('match=local'),
  );
  await wordsCombobox(page).fill('eau');
  await glossSearch;
  await expect(page.getByText('Aucun mot trouvé')).toBeVisible();
  await pick(page, 'Mots', 'maji', /^maji Swahili/);
  await expect(chosenWords(page).getByRole('listitem')).toHaveText([/^ngɔmbɛ/, /^maji/]);
  await pick(page, 'Langue (facultatif)', 'LN', /^Lingala/);

  await field(page, 'Expression (facultatif)').fill(text);
  await field(page, 'Texte local (facultatif)').fill(`Mo to ${run}`);
  // The special letters go in at the caret: "Mo" becomes "Mɔ".
  const localText = field(page, 'Texte local (facultatif)');
  await localText.press('Home');
  await localText.press('ArrowRight');
  await localText.press('Delete');
  await page
    .getByRole('toolbar', { name: 'Lettres spéciales : Texte local (facultatif)' })
    .getByRole('button', { name: 'Insérer ɔ (o ouvert)' })
    .click();
  await expect(localText).toHaveValue(`Mɔ to ${run}`);
  await field(page, 'Description (facultatif)').fill('Proverbe de test (e2e).');
  await fileInput(page).setInputFiles(wavFile('ton-test.wav', 3));
  await expect(audioList(page).getByRole('listitem')).toHaveCount(1);
  await expect(audioList(page)).toContainText('ton-test.wav');
  await pageShot(page, 'expression-form-new-filled');

  await page.getByRole('button', { name: "Créer l'expression" }).click();
  await expect(toast(page)).toContainText('Expression créée avec succès');
  await expect(page).toHaveURL('/expressions');

  // Found typed without tone marks or open vowels, written as stored.
  await page
    .getByRole('searchbox', { name: 'Rechercher une expression' })
    .fill(`moto na ngombe ${run}`);
  await expect(page).toHaveURL(/[?&]q=moto/);
  await expect(expressionList(page).getByRole('article')).toHaveCount(1);
  const found = expressionArticle(page, stored);
  await expect(found.getByRole('heading')).toHaveText(stored);
  await expect(found).toContainText('Lingala');
  await expect(found).toContainText('Kinshasa');
  await expect(found.getByRole('list', { name: 'Mots liés' }).getByRole('listitem')).toHaveText([
    'maji',
    'ngɔmbɛ',
  ]);
  await expect(page.getByText('1 expression', { exact: true })).toBeVisible();
  await expect(page.getByText('Affichage de 1 à 1 sur 1')).toBeVisible();
  await snapshot(page, 'expressions-found');

  const [created] = (
    (await (
      await page.request.get(
        `/api/expressions/paginated?${new URLSearchParams({ search: `moto na ngombe ${run}` })}`,
      )
    ).json()) as PaginatedExpressions
  ).data;
  expect(created!.expression).toBe(stored);
  expect(created!.localText).toBe(`Mɔ to ${run}`);
  expect(created!.description).toBe('Proverbe de test (e2e).');
  expect(created!.languageName).toBe('Lingala');
  expect(created!.localityName).toBe('Kinshasa');
  expect(created!.linkedWords.map((w) => w.localWord).sort()).toEqual(['maji', 'ngɔmbɛ']);
  expect(created!.audio1Url).toMatch(/^\/api\/audio\/files\//);
  expect(created!.audio2Url).toBeNull();

  // Its recording plays from the list; the button names the expression.
  const play = found.getByRole('button', { name: `Écouter l'audio 1 : ${stored}` });
  await play.click();
  await expect(play).toHaveAttribute('data-state', 'playing');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');

  // Edit: prefilled; audio 1 kept, an upload added in slot 2.
  await found.getByRole('link', { name: `Modifier ${stored}` }).click();
  await expect(page).toHaveURL(`/expressions/edit/${created!.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: "Modifier l'expression" }),
  ).toBeVisible();
  await expect(field(page, 'Expression (facultatif)')).toHaveValue(stored);
  await expect(page.getByRole('combobox', { name: 'Langue (facultatif)' })).toHaveValue('Lingala');
  await expect(page.getByRole('combobox', { name: 'Localité (facultatif)' })).toHaveValue(
    'Kinshasa',
  );
  await expect(chosenWords(page).getByRole('listitem')).toHaveCount(2);
  await expect(audioList(page).getByRole('listitem')).toHaveCount(1);
  // Its only recording cannot be deleted until another is there.
  await expect(page.getByRole('button', { name: "Supprimer l'audio 1" })).toBeDisabled();
  await fileInput(page).setInputFiles(wavFile('nouveau.wav', 0.5, 660));
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
  await expect(page.getByText('Limite atteinte : 2 fichiers audio au maximum.')).toBeVisible();
  await field(page, 'Description (facultatif)').fill('Proverbe de test, modifié.');
  await pageShot(page, 'expression-form-edit');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Expression modifiée avec succès');
  await expect(page).toHaveURL('/expressions');

  const updated = await getExpression(page.request, created!.id);
  expect(updated.audio1Url).toBe(created!.audio1Url);
  expect(updated.audio2Url).toMatch(/^\/api\/audio\/files\//);
  expect(updated.audio2Url).not.toBe(created!.audio1Url);
  expect(updated.description).toBe('Proverbe de test, modifié.');
  expect(updated.linkedWords).toHaveLength(2);

  // Delete, through the confirmation (cancel first).
  await page.goto(`/expressions?q=${encodeURIComponent(`moto na ngombe ${run}`)}`);
  const remove = expressionArticle(page, stored).getByRole('button', {
    name: `Supprimer ${stored}`,
  });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
  await expect(dialog).toContainText(
    "Cette action est irréversible. L'expression et ses enregistrements seront retirés du dictionnaire ; les mots qu'elle emploie sont conservés.",
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await remove.click();
  await snapshot(page, 'expression-delete-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText(`L'expression « ${stored} » a été supprimée.`);
  await expect(
    page.getByRole('heading', { name: 'Aucune expression trouvée pour cette recherche.' }),
  ).toBeVisible();
  expect((await page.request.get(`/api/expressions/${created!.id}`)).status()).toBe(404);
});

test('editing audio: a slot deleted goes with the save, never the last one', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const text = `Mbwa ${run} na mbwa`;
  const created = await createExpression(
    page.request,
    { expression: text, words: [await wordId(page.request, 'Swahili', 'mbwa')] },
    [wavFile('un.wav', 0.4), wavFile('deux.wav', 0.4, 660)],
  );
  const [first, second] = [created.audio1Url, created.audio2Url!];

  await page.goto(`/expressions/edit/${created.id}`);
  await expect(field(page, 'Expression (facultatif)')).toHaveValue(text);
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();

  // Deleting audio 1 marks it and frees a place; a new file takes it; audio 1 cannot come back
  // then, and nothing has changed on the server yet.
  await page.getByRole('button', { name: "Supprimer l'audio 1" }).click();
  await expect(audioList(page).getByRole('listitem').first()).toContainText(
    "Retiré à l'enregistrement",
  );
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeEnabled();
  await fileInput(page).setInputFiles(wavFile('nouveau.wav', 0.3, 550));
  await expect(page.getByRole('button', { name: "Rétablir l'audio 1" })).toBeDisabled();
  expect((await getExpression(page.request, created.id)).audio1Url).toBe(first);
  await pageShot(page, 'expression-form-edit-keep');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Expression modifiée avec succès');
  // Kept slots first, then the new file.
  const afterSave = await getExpression(page.request, created.id);
  expect(afterSave.audio1Url).toBe(second);
  expect(afterSave.audio2Url).toMatch(/^\/api\/audio\/files\//);
  expect([first, second]).not.toContain(afterSave.audio2Url);
  const added = afterSave.audio2Url!;

  // With audio 2 deleted, audio 1 is the last one: its delete button says why it cannot go.
  await page.goto(`/expressions/edit/${created.id}`);
  await page.getByRole('button', { name: "Supprimer l'audio 2" }).click();
  const last = page.getByRole('button', { name: "Supprimer l'audio 1" });
  await expect(last).toBeDisabled();
  await expect(last).toHaveAccessibleDescription(
    'Au moins un fichier audio est requis : ajoutez-en un autre avant de supprimer celui-ci.',
  );
  const saves = countSaves(page, '/api/expressions');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Expression modifiée avec succès');
  expect(saves).toHaveLength(1);
  const afterDelete = await getExpression(page.request, created.id);
  expect(afterDelete.audio1Url).toBe(second);
  expect(afterDelete.audio2Url).toBeNull();
  expect((await page.request.get(added)).status()).toBe(404);
});

test.describe('recording', () => {
  test.use({ permissions: ['microphone'] });

  test('start, a seconds counter, stop adds a webm recording that is saved', async ({
    adminPage,
    data,
  }) => {
    const run = data.unique();
    const page = adminPage;
    await page.goto('/expressions/new');
    await stopRecording(page, await startRecording(page));

    await pick(page, 'Mots', 'ilanga', /^ilanga Zulu/);
    await field(page, 'Expression (facultatif)').fill(`Enregistrée ${run}`);
    await page.getByRole('button', { name: "Créer l'expression" }).click();
    await expect(toast(page)).toContainText('Expression créée avec succès');
    const [saved] = (
      (await (
        await page.request.get(`/api/expressions/paginated?search=enregistree%20${run}`)
      ).json()) as PaginatedExpressions
    ).data;
    await expectStoredWebm(page.request, saved!.audio1Url);
  });
});
