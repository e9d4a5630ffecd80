import type { Page } from '@playwright/test';
import type { PaginatedExpressions } from '@shared/schemas/expressions';
import { expect, snapshot, test, toast } from '../fixtures';
import {
  audioList,
  expectMicrophoneRefused,
  expectStoredWebm,
  expectTextFileRefused,
  expectThirdFileDropped,
  fileInput,
  startRecording,
  stopRecording,
  wavFile,
} from '../support/audio';
import { createExpression, createWord, getExpression, wordId } from '../support/api';
import { withFakeMicrophone } from '../support/browser';
import {
  backToLightFrench,
  countSaves,
  failRequests,
  holdRequests,
  pageShot,
  recordSearches,
  seenAsContributor,
  stillShot,
} from '../support/page';

// A fake microphone for the recording journeys (a browser option, so set for the whole file).
test.use(withFakeMicrophone);

/** Names unique to this run, so that a rerun on the same data never meets its own leftovers. */
const run = Date.now().toString(36).slice(-5);

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
}) => {
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
  await expect(page.getByRole('checkbox', { name: "Conserver l'audio 1" })).toBeChecked();
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

test('25 expressions page by 20: the last page shows 21 to 25 of 25', async ({ adminPage }) => {
  const page = adminPage;
  const marker = `pg${run}`;
  const word = await wordId(page.request, 'Swahili', 'jua');
  for (let i = 1; i <= 25; i += 1) {
    await createExpression(page.request, {
      expression: `Methali ${marker} ${String(i).padStart(2, '0')}`,
      words: [word],
    });
  }
  // One more without the marker, so that the whole list is never these 25 alone.
  await createExpression(page.request, { expression: `Methali nyingine ${run}`, words: [word] });

  await page.goto(`/expressions?q=${marker}`);
  await expect(page.getByRole('searchbox', { name: 'Rechercher une expression' })).toHaveValue(
    marker,
  );
  await expect(page.getByText('25 expressions', { exact: true })).toBeVisible();
  await expect(expressionList(page).getByRole('article')).toHaveCount(20);
  await expect(page.getByText('Affichage de 1 à 20 sur 25')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Expressions par page' })).toHaveText('20');

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  await expect(pager.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await pager.getByRole('link', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByText('Affichage de 21 à 25 sur 25')).toBeVisible();
  await expect(expressionList(page).getByRole('article')).toHaveCount(5);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  // The address keeps the page across a reload.
  await page.reload();
  await expect(page.getByText('Affichage de 21 à 25 sur 25')).toBeVisible();

  // 10 per page: back to page 1, three pages.
  await page.getByRole('combobox', { name: 'Expressions par page' }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '50', '100']);
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/[?&]limit=10\b/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('Affichage de 1 à 10 sur 25')).toBeVisible();
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);

  // Cards, kept in the address.
  const view = page.getByRole('group', { name: 'Affichage' });
  await view.getByRole('button', { name: 'Cartes' }).click();
  await expect(page).toHaveURL(/[?&]view=cards\b/);
  await expect(expressionList(page).locator('[data-slot="card"]')).toHaveCount(10);
  await snapshot(page, 'expressions-cards');
  await page.reload();
  await expect(view.getByRole('button', { name: 'Cartes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A search of one character does not filter: everything is listed again.
  const all = (await (
    await page.request.get('/api/expressions/paginated')
  ).json()) as PaginatedExpressions;
  await page.getByRole('searchbox', { name: 'Rechercher une expression' }).fill('x');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(
    page.getByText(`${all.pagination.total} expressions`, { exact: true }),
  ).toBeVisible();
});

test('the form says what is missing or refused: no word, no audio, not audio, more than two', async ({
  adminPage,
}) => {
  const page = adminPage;
  const saves = countSaves(page, '/api/expressions');
  await page.goto('/expressions/new');
  await page.getByRole('button', { name: "Créer l'expression" }).click();
  await expect(page.getByText('Veuillez sélectionner au moins un mot')).toBeVisible();
  await expect(page.getByText('Au moins un fichier audio est obligatoire')).toBeVisible();
  await expect(wordsCombobox(page)).toBeFocused();
  await expect(wordsCombobox(page)).toHaveAttribute('aria-invalid', 'true');
  await snapshot(page, 'expression-form-required', { fullPage: false });

  // With a word, the audio is still missing: the focus goes to the upload button.
  await pick(page, 'Mots', 'mbwa', /^mbwa Swahili/);
  await expect(page.getByText('Veuillez sélectionner au moins un mot')).toHaveCount(0);
  await page.getByRole('button', { name: "Créer l'expression" }).click();
  await expect(page.getByText('Au moins un fichier audio est obligatoire')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeFocused();
  expect(saves).toEqual([]);

  // A file that is not audio (its declared type) is refused.
  await expectTextFileRefused(page);

  // Three files chosen: the third is dropped, recording and upload are disabled.
  await expectThirdFileDropped(page);
  await expect(page.getByText('Au moins un fichier audio est obligatoire')).toHaveCount(0);

  // A failed save keeps everything and shows the server's message.
  await failRequests(page, 'POST', '**/api/expressions');
  await page.getByRole('button', { name: "Créer l'expression" }).click();
  await expect(toast(page)).toContainText("Échec de la création de l'expression");
  await expect(toast(page)).toContainText('Erreur interne du serveur');
  await expect(page).toHaveURL('/expressions/new');
  await expect(chosenWords(page).getByRole('listitem')).toHaveText([/^mbwa/]);
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
});

test('editing audio: keep or drop each slot on save, delete one at once, never the last', async ({
  adminPage,
}) => {
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
  const keep1 = page.getByRole('checkbox', { name: "Conserver l'audio 1" });
  const keep2 = page.getByRole('checkbox', { name: "Conserver l'audio 2" });
  await expect(keep1).toBeChecked();
  await expect(keep2).toBeChecked();
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();

  // Unticking audio 1 frees a place; a new file takes it; audio 1 cannot be kept again then.
  await keep1.uncheck();
  await expect(audioList(page).getByRole('listitem').first()).toContainText(
    "Retiré à l'enregistrement",
  );
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeEnabled();
  await fileInput(page).setInputFiles(wavFile('nouveau.wav', 0.3, 550));
  await expect(keep1).toBeDisabled();
  await pageShot(page, 'expression-form-edit-keep');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Expression modifiée avec succès');
  // Kept slots first, then the new file.
  const afterSave = await getExpression(page.request, created.id);
  expect(afterSave.audio1Url).toBe(second);
  expect(afterSave.audio2Url).toMatch(/^\/api\/audio\/files\//);
  expect([first, second]).not.toContain(afterSave.audio2Url);
  const added = afterSave.audio2Url!;

  // Deleting slot 1 removes it on the server at once; slot 2 moves up.
  await page.goto(`/expressions/edit/${created.id}`);
  await page.getByRole('button', { name: "Supprimer l'audio 1" }).click();
  await expect(toast(page)).toContainText('Audio supprimé');
  await expect(audioList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: "Conserver l'audio 1" })).toBeChecked();
  const afterDelete = await getExpression(page.request, created.id);
  expect(afterDelete.audio1Url).toBe(added);
  expect(afterDelete.audio2Url).toBeNull();

  // The last recording cannot go: the server's reason is shown.
  await page.getByRole('button', { name: "Supprimer l'audio 1" }).click();
  await expect(toast(page)).toContainText('Impossible de supprimer le fichier audio');
  await expect(toast(page)).toContainText('Au moins un fichier audio est requis');
  await expect(audioList(page).getByRole('listitem')).toHaveCount(1);

  // Unticking it leaves none: refused before sending.
  const saves = countSaves(page, '/api/expressions');
  await page.getByRole('checkbox', { name: "Conserver l'audio 1" }).uncheck();
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(
    page.locator('[data-slot="field-error"]', { hasText: 'Au moins un fichier audio est requis' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/expressions/edit/${created.id}`);
  expect(saves).toEqual([]);
  expect((await getExpression(page.request, created.id)).audio1Url).toBe(added);
});

test('an expression that does not exist: loading, then not found', async ({ adminPage }) => {
  const page = adminPage;
  const answer = await holdRequests(page, '**/api/expressions/99999999');
  await page.goto('/expressions/edit/99999999');
  await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible();
  answer();
  await expect(page.getByRole('heading', { name: 'Expression introuvable' })).toBeVisible();
  await page.goto('/expressions/edit/pas-un-nombre');
  await expect(page.getByRole('heading', { name: 'Expression introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux expressions' }).last().click();
  await expect(page).toHaveURL('/expressions');
});

test('one recording plays at a time in the whole list; clicking the playing one stops it', async ({
  adminPage,
}) => {
  const page = adminPage;
  const marker = `sauti${run}`;
  const word = await wordId(page.request, 'Zulu', 'inja');
  await createExpression(page.request, { expression: `${marker} kwanza`, words: [word] }, [
    wavFile('a.wav', 3),
    wavFile('b.wav', 3, 550),
  ]);
  await createExpression(page.request, { expression: `${marker} pili`, words: [word] }, [
    wavFile('c.wav', 3, 660),
  ]);
  await page.goto(`/expressions?q=${marker}`);
  const firstA = page.getByRole('button', { name: `Écouter l'audio 1 : ${marker} kwanza` });
  const firstB = page.getByRole('button', { name: `Écouter l'audio 2 : ${marker} kwanza` });
  const second = page.getByRole('button', { name: `Écouter l'audio 1 : ${marker} pili` });

  await firstA.click();
  await expect(firstA).toHaveAttribute('data-state', 'playing');
  await firstB.click();
  await expect(firstB).toHaveAttribute('data-state', 'playing');
  await expect(firstA).toHaveAttribute('aria-pressed', 'false');
  await second.click();
  await expect(second).toHaveAttribute('data-state', 'playing');
  await expect(firstB).toHaveAttribute('aria-pressed', 'false');
  await expect(expressionList(page).locator('[aria-pressed="true"]')).toHaveCount(1);
  await snapshot(page, 'expressions-audio-playing', { fullPage: false });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'false');
});

test('the empty messages: nothing found, and no expressions at all', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto(`/expressions?q=zzq${run}`);
  await expect(
    page.getByRole('heading', { name: 'Aucune expression trouvée pour cette recherche.' }),
  ).toBeVisible();

  // An empty dictionary, simulated.
  await page.route('**/api/expressions/paginated?*', (route) =>
    route.fulfill({
      json: { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    }),
  );
  await page.goto('/expressions');
  await expect(
    page.getByRole('heading', {
      name: 'Aucune expression pour le moment. Créez-en une pour commencer!',
    }),
  ).toBeVisible();
  await expect(page.getByText('0 expressions', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer une expression' })).toHaveAttribute(
    'href',
    '/expressions/new',
  );
  await snapshot(page, 'expressions-empty', { fullPage: false });
});

test("an expression without text or local text reads '(Sans texte)'", async ({ adminPage }) => {
  const page = adminPage;
  // Found through its description, the only text it has.
  const marker = `muda${run}`;
  const created = await createExpression(page.request, {
    description: `Sans texte ${marker}`,
    words: [await wordId(page.request, 'Swahili', 'jua')],
  });
  await page.goto(`/expressions?q=${marker}`);
  const rows = expressionList(page).getByRole('article');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('heading')).toHaveText('(Sans texte)');
  await expect(rows).toContainText(`Sans texte ${marker}`);
  // Its buttons add the code, so that two untitled expressions' buttons differ.
  await expect(
    rows.getByRole('button', { name: `Écouter l'audio 1 : (Sans texte) ${created.code}` }),
  ).toBeVisible();
  await expect(
    rows.getByRole('button', { name: `Supprimer (Sans texte) ${created.code}` }),
  ).toBeVisible();
});

test('a failed delete says so and keeps the expression', async ({ adminPage }) => {
  const page = adminPage;
  const text = `Kosa ${run} la kufuta`;
  const created = await createExpression(page.request, {
    expression: text,
    words: [await wordId(page.request, 'Swahili', 'mtu')],
  });
  await failRequests(page, 'DELETE', `**/api/expressions/${created.id}`);
  await page.goto(`/expressions?q=${encodeURIComponent(`kosa ${run}`)}`);
  await expressionArticle(page, text)
    .getByRole('button', { name: `Supprimer ${text}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page)).toContainText("Impossible de supprimer l'expression");
  await expect(toast(page)).toContainText('Erreur interne du serveur');
  await expect(dialog).toBeHidden();
  await expect(expressionArticle(page, text)).toBeVisible();
  expect((await getExpression(page.request, created.id)).expression).toBe(text);
});

test('a failed update says so, with the server message or the fallback, and keeps the form', async ({
  adminPage,
}) => {
  const page = adminPage;
  const text = `Kosa ${run} la kubadilisha`;
  const created = await createExpression(page.request, {
    expression: text,
    words: [await wordId(page.request, 'Swahili', 'mtu')],
  });
  const edited = `${text}, tena`;
  await page.goto(`/expressions/edit/${created.id}`);
  await expect(field(page, 'Expression (facultatif)')).toHaveValue(text);
  await field(page, 'Expression (facultatif)').fill(edited);
  await pick(page, 'Mots', 'nyumba', /^nyumba Swahili/);
  const update = page.getByRole('button', { name: 'Mettre à jour' });
  const formKept = async () => {
    await expect(page).toHaveURL(`/expressions/edit/${created.id}`);
    await expect(field(page, 'Expression (facultatif)')).toHaveValue(edited);
    await expect(chosenWords(page).getByRole('listitem')).toHaveText([/^mtu/, /^nyumba/]);
  };

  // The server's own message (a linked word deleted meanwhile, say).
  const url = `**/api/expressions/${created.id}`;
  await failRequests(page, 'PUT', url, {
    status: 400,
    body: { code: 'BAD_REQUEST', message: "Un ou plusieurs mots liés n'existent pas." },
  });
  await update.click();
  await expect(toast(page)).toContainText("Échec de la mise à jour de l'expression");
  await expect(toast(page)).toContainText("Un ou plusieurs mots liés n'existent pas.");
  await formKept();

  // An answer without the API's body (a proxy's 502): the catalog's words instead.
  await failRequests(page, 'PUT', url, { status: 502, body: 'Bad Gateway' });
  await update.click();
  await expect(toast(page)).toContainText('Une erreur inattendue est survenue.');
  await expect(toast(page)).toContainText("Échec de la mise à jour de l'expression");
  await expect(toast(page)).not.toContainText('Bad Gateway');
  await formKept();

  const stored = await getExpression(page.request, created.id);
  expect(stored.expression).toBe(text);
  expect(stored.linkedWords.map((word) => word.localWord)).toEqual(['mtu']);
});

test('the locality is cleared with its button, and the expression saved without one', async ({
  adminPage,
}) => {
  const page = adminPage;
  const text = `Bila mahali ${run}`;
  await page.goto('/expressions/new');
  const locality = page.getByRole('combobox', { name: 'Localité (facultatif)' });
  const clear = page.getByRole('button', { name: 'Effacer la localité' });
  await expect(clear).toHaveCount(0);
  await pick(page, 'Localité (facultatif)', 'kinsh', /^Kinshasa/);
  await expect(locality).toHaveValue('Kinshasa');
  await clear.click();
  await expect(locality).toHaveValue('');
  await expect(locality).toBeFocused();
  await expect(clear).toHaveCount(0);

  await pick(page, 'Mots', 'nyumba', /^nyumba Swahili/);
  await field(page, 'Expression (facultatif)').fill(text);
  await fileInput(page).setInputFiles(wavFile('ton-test.wav'));
  await page.getByRole('button', { name: "Créer l'expression" }).click();
  await expect(toast(page)).toContainText('Expression créée avec succès');
  await page.goto(`/expressions?q=${encodeURIComponent(`bila mahali ${run}`)}`);
  await expect(expressionArticle(page, text)).toBeVisible();
  await expect(expressionArticle(page, text)).not.toContainText('Kinshasa');
  const { data } = (await (
    await page.request.get(
      `/api/expressions/paginated?${new URLSearchParams({ search: `bila mahali ${run}` })}`,
    )
  ).json()) as PaginatedExpressions;
  expect(data.map((e) => [e.expression, e.localityId, e.localityName])).toEqual([
    [text, null, null],
  ]);
});

test('the word picker finds a word by the middle of its spelling typed without tones, 10 at most', async ({
  adminPage,
}) => {
  const page = adminPage;
  // Twelve words that share a toned run in their middle: 'kɛ́ndɛ' typed 'kende'.
  const shared = `kɛ́ndɛ${run}`;
  for (const prefix of 'abcdefghijkl')
    await createWord(page.request, {
      language: 'Swahili',
      localWord: `mò${prefix}${shared}ni`,
      frenchWord: 'essai',
    });

  await page.goto('/expressions/new');
  // The demo's Lingala 'ngɔmbɛ', from the middle of its spelling, without its open vowels.
  await wordsCombobox(page).fill('gomb');
  await expect(page.getByRole('option', { name: /^ngɔmbɛ Lingala/ })).toBeVisible();

  await wordsCombobox(page).fill(`kende${run}`);
  const suggestions = page.getByRole('listbox', { name: 'Mots trouvés' }).getByRole('option');
  await expect(suggestions).toHaveCount(10);
  await expect(suggestions.first()).toContainText(shared.normalize('NFC'));
  await snapshot(page, 'expression-word-picker-ten', { fullPage: false });
});

test('the word picker waits for typing to pause: one request for a word typed quickly, not one per key', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/expressions/new');
  await expect(wordsCombobox(page)).toBeEditable();
  const searches = recordSearches(page, '/api/words/paginated');

  // Six keys, 40 ms apart: well inside the 300 ms pause.
  await wordsCombobox(page).pressSequentially('ngombe', { delay: 40 });
  await expect(page.getByRole('option', { name: /^ngɔmbɛ Lingala/ })).toBeVisible();
  // Long enough for any late request to have left.
  await page.waitForTimeout(600);
  expect(searches).toEqual(['ngombe']);
});

test('contributors read expressions and hear them, without create, edit or delete', async ({
  adminPage,
}) => {
  const page = adminPage;
  await seenAsContributor(page);
  await page.goto('/expressions');
  const first = expressionList(page).getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: /^Écouter l'audio 1/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvelle expression' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Modifier / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);

  await page.goto('/expressions/new');
  await expect(
    page.getByRole('heading', { name: 'Accès réservé aux administrateurs et éditeurs' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: "Créer l'expression" })).toHaveCount(0);
});

test.describe('recording', () => {
  test.use({ permissions: ['microphone'] });

  test('start, a seconds counter, stop adds a webm recording that is saved', async ({
    adminPage,
  }) => {
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

  test.describe('without a microphone', () => {
    test.use({ permissions: [] });
    test('says so', async ({ adminPage }) => {
      const page = adminPage;
      await page.goto('/expressions/new');
      await expectMicrophoneRefused(page);
    });
  });
});

test('five skeleton rows while loading, in both views; on a phone, and in the dark in English', async ({
  adminPage,
}) => {
  const page = adminPage;
  // At least one expression to list once loaded, even when this journey runs alone.
  await createExpression(page.request, {
    expression: `Subira ${run} huvuta heri`,
    words: [await wordId(page.request, 'Swahili', 'moja')],
  });
  // The loading frame's items (rows of one card, or cards of a grid), each made of skeletons.
  const skeletonItems = page.locator('[aria-busy="true"] > :has([data-slot="skeleton"])');
  const cardsAnswer = await holdRequests(page, '**/api/expressions/paginated?*');
  await page.goto('/expressions?view=cards');
  await expect(skeletonItems).toHaveCount(5);
  await expect(skeletonItems.and(page.locator('[data-slot="card"]'))).toHaveCount(5);
  cardsAnswer();
  await expect(expressionList(page).getByRole('article').first()).toBeVisible();
  await expect(skeletonItems).toHaveCount(0);

  const answer = await holdRequests(page, '**/api/expressions/paginated?*');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/expressions');
  await expect(skeletonItems).toHaveCount(5);
  await expect(page.locator('[data-slot="card"][aria-busy="true"] > div')).toHaveCount(5);
  await stillShot(page, 'expressions-loading-phone');
  answer();
  await expect(expressionList(page).getByRole('article').first()).toBeVisible();
  await expect(skeletonItems).toHaveCount(0);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, 'expressions-list-phone-light', { fullPage: false });

  await page.goto('/expressions/new');
  await pick(page, 'Mots', 'moja', /^moja Swahili/);
  await fileInput(page).setInputFiles(wavFile('ton-test.wav'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pageShot(page, 'expression-form-phone-light');

  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New expression' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove moja' }).click();
  await page.getByRole('button', { name: 'Create the expression' }).click();
  await expect(page.getByText('Please select at least one word')).toBeVisible();
  await pageShot(page, 'expression-form-phone-en-dark');

  await page.goto('/expressions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Expression dictionary' }),
  ).toBeVisible();
  await expect(expressionList(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Expression list' })).toBeVisible();
  await snapshot(page, 'expressions-list-phone-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await snapshot(page, 'expressions-list-en-dark');

  // Back to light and French for the next journeys.
  await backToLightFrench(page);
});
