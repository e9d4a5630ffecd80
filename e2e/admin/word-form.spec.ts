import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { expect, test, toast } from '../fixtures';
import {
  audioList,
  expectStoredWebm,
  fileInput,
  startRecording,
  stopRecording,
  wavFile,
} from '../support/audio';
import { languageId } from '../support/api';
import { pageShot } from '../support/page';

/** The word entries whose text folds like `search`. */
async function findWords(request: APIRequestContext, search: string) {
  const response = await request.get(
    `/api/words/paginated?${new URLSearchParams({ search, limit: '100' })}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as PaginatedWords).data;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const picker = (page: Page, fieldLabel: string) =>
  page.getByRole('toolbar', { name: `Lettres spéciales : ${fieldLabel}` });

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Langue', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Types the French word in by hand (the word is then created in the French dictionary). */
async function typeFrenchByHand(page: Page, word: string) {
  const french = page.getByRole('combobox', { name: 'Mot français' });
  await french.fill(word);
  // The dictionary may suggest near words: the link beside the label takes the text as typed.
  await page.getByRole('button', { name: 'Saisie manuelle du mot français' }).click();
  const manual = page.getByRole('group', { name: 'Mot français : saisie manuelle' });
  await expect(manual.getByLabel('Mot', { exact: true })).toHaveValue(word);
  return manual;
}

async function expectCaretAt(input: Locator, position: number) {
  await expect
    .poll(() => input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]))
    .toEqual([position, position]);
}

test('a new word: tone marks and ɛ/ŋ from the picker, a recording, two examples, found again without tones', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  await page.goto('/words/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux mots' })).toHaveAttribute(
    'href',
    '/words',
  );
  await pageShot(page, 'word-form-new-empty');

  await chooseLanguage(page, 'Swahili');

  // The local word: typed, then ɛ, a high tone and ŋ inserted from the picker at the caret.
  const localWord = field(page, 'Mot local');
  await localWord.fill(`ka ${run}`);
  await localWord.press('Home');
  await localWord.press('ArrowRight');
  const letters = picker(page, 'Mot local');
  await letters.getByRole('button', { name: 'Insérer ɛ (e ouvert)' }).click();
  await expectCaretAt(localWord, 2);
  await letters.getByRole('button', { name: 'Insérer le ton haut (accent aigu)' }).click();
  await letters.getByRole('button', { name: 'Insérer ŋ (eng)' }).click();
  const typed = `kɛ\u0301ŋa ${run}`;
  // Exactly as typed: the tone stays a combining mark after ɛ, the caret after ŋ, focus kept.
  await expect(localWord).toHaveValue(typed);
  await expect(localWord).toBeFocused();
  await expectCaretAt(localWord, 4);

  // Capitals: the toggle, or Shift+click.
  await letters
    .getByRole('button', { name: 'Insérer ɔ (o ouvert)' })
    .click({ modifiers: ['Shift'] });
  await expect(localWord).toHaveValue(`kɛ\u0301ŋƆa ${run}`);
  await localWord.press('Backspace');
  await expect(localWord).toHaveValue(typed);

  // The keyboard reaches the picker as one toolbar: Tab in, arrows inside.
  await localWord.press('Tab');
  await expect(page.getByRole('button', { name: 'Masquer les lettres spéciales' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(letters.getByRole('button', { name: 'Insérer ɛ (e ouvert)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(letters.getByRole('button', { name: 'Insérer ɔ (o ouvert)' })).toBeFocused();

  // The pronunciation's picker starts closed and has the IPA symbols.
  const pronunciation = field(page, 'Prononciation (API)');
  await pronunciation.fill('/ka/');
  await pronunciation.press('ArrowLeft');
  await pronunciation.press('ArrowLeft');
  await page.getByRole('button', { name: 'Afficher les lettres spéciales' }).click();
  const ipa = picker(page, 'Prononciation (API)');
  await ipa.getByRole('button', { name: 'Insérer ɛ (e ouvert)' }).click();
  await ipa.getByRole('button', { name: 'Insérer le ton haut (accent aigu)' }).click();
  await ipa.getByRole('button', { name: 'Insérer ŋ (eng)' }).click();
  await pronunciation.press('ArrowRight');
  await ipa.getByRole('button', { name: 'Insérer ː (signe de longueur)' }).click();
  const typedPronunciation = '/kɛ\u0301ŋaː/';
  await expect(pronunciation).toHaveValue(typedPronunciation);

  // A recording, uploaded.
  // Three seconds long, so that it is still playing when the list's stop button is clicked.
  await fileInput(page).setInputFiles(wavFile('ton-test.wav', 3));
  await expect(audioList(page).getByRole('listitem')).toHaveCount(1);
  await expect(audioList(page)).toContainText('ton-test.wav');
  await expect(audioList(page)).toContainText('Nouveau');
  await expect(page.getByLabel('Écouter ton-test.wav')).toBeVisible();

  // The French word from the dictionary fills the English one with its equivalent.
  const french = page.getByRole('combobox', { name: 'Mot français' });
  await french.fill('e');
  await expect(
    page.getByText('Tapez au moins 2 caractères.').filter({ visible: true }),
  ).toBeVisible();
  await french.fill('eau');
  await page.getByRole('option', { name: /^eau nom/ }).click();
  await expect(page.getByTestId('word-french-chosen')).toContainText('eau');
  const english = page.getByTestId('word-english-chosen');
  await expect(english).toContainText('water');
  await expect(english).toContainText('Équivalent proposé');
  await expect(page.getByText('Aucun mot anglais')).toHaveCount(0);

  // Two examples, and a third left empty (dropped).
  for (let i = 0; i < 3; i += 1)
    await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
  await expect(page.getByLabel('Texte', { exact: true }).nth(2)).toBeFocused();
  await page.getByLabel('Texte', { exact: true }).nth(0).fill('Ninakunywa maji.');
  await page.getByLabel('Traduction française', { exact: true }).nth(0).fill("Je bois de l'eau.");
  await page.getByLabel('Texte', { exact: true }).nth(1).fill('Maji ni uhai.');
  await page
    .getByLabel('Traduction française', { exact: true })
    .nth(1)
    .fill("L'eau, c'est la vie.");
  await field(page, 'Notes').fill('Mot de test e2e.');
  await pageShot(page, 'word-form-new-filled');

  await page.getByRole('button', { name: 'Créer le mot' }).click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(`Le mot « ${typed.normalize('NFC')} » a été créé.`);
  await expect(page).toHaveURL(/\/words$/);

  // Found from the list typed without tone marks or special letters; stored exactly (NFC).
  const search = page.getByRole('searchbox', { name: 'Rechercher un mot' });
  await search.fill(`kena ${run}`);
  const found = page
    .getByRole('list', { name: 'Liste des mots' })
    .getByRole('article', { name: typed.normalize('NFC'), exact: true });
  await expect(found).toBeVisible();
  await expect(found.getByRole('heading')).toHaveText(typed.normalize('NFC'));
  // Typed between slashes, as the field's example shows it: stored bare, shown once between them.
  const bare = typedPronunciation.slice(1, -1).normalize('NFC');
  await expect(found.getByText(`/${bare}/`, { exact: true })).toBeVisible();

  const [saved, ...others] = await findWords(page.request, `kena ${run}`);
  expect(others).toHaveLength(0);
  expect(saved!.localWord.localWord).toBe(typed.normalize('NFC'));
  expect(saved!.localWord.pronunciation).toBe(bare);
  expect(saved!.localWord.notes).toBe('Mot de test e2e.');
  expect(saved!.localWord.audioUrl).toMatch(/^\/api\/audio\/files\//);
  expect(saved!.localWord.audioUrl2).toBeNull();
  expect(saved!.frenchWord?.word).toBe('eau');
  expect(saved!.englishWord?.word).toBe('water');
  expect(saved!.examples.map(({ text, translation }) => ({ text, translation }))).toEqual([
    { text: 'Ninakunywa maji.', translation: "Je bois de l'eau." },
    { text: 'Maji ni uhai.', translation: "L'eau, c'est la vie." },
  ]);

  // Its uploaded recording plays from the list, and a second click stops it.
  const play = found.getByRole('button', { name: "Écouter l'audio 1" });
  await play.click();
  await expect(play).toHaveAttribute('data-state', 'playing');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');

  // The dashboard's search finds it too, typed without tones or ɛ/ŋ, and opens its edit page.
  await page.goto('/dashboard');
  await page
    .getByRole('combobox', { name: 'Rechercher un mot dans le dictionnaire' })
    .fill(`kena ${run}`);
  const hit = page
    .getByRole('listbox', { name: 'Mots trouvés' })
    .getByRole('option')
    .filter({ hasText: typed.normalize('NFC') });
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText('Swahili');
  await hit.click();
  await expect(page).toHaveURL(`/words/edit/${saved!.localWord.id}`);
  await expect(field(page, 'Mot local')).toHaveValue(typed.normalize('NFC'));
});

test('editing: prefilled, an audio slot deleted with the save, a new file fills its place', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const word = `ndɛ́kɛ ${run}`;
  const response = await page.request.post('/api/words', {
    multipart: {
      languageId: String(await languageId(page.request, 'Lingala')),
      localWord: word,
      pronunciation: '/ndɛ́kɛ/',
      notes: 'Note à garder.',
      frenchWord: `oiseau ${run}`,
      frenchDefinition: 'Animal à plumes.',
      examples: JSON.stringify([{ text: 'Ndɛkɛ ezali kopumbwa.', translation: "L'oiseau vole." }]),
      audio1: wavFile('un.wav'),
      audio2: wavFile('deux.wav', 0.4, 660),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as WordEntry;
  const id = created.localWord.id;

  // The form asks whether the word it shows is a duplicate, leaving itself out.
  const checked = page.waitForResponse(
    (r) => r.url().includes('/api/words/check-duplicate?') && r.url().includes(`excludeId=${id}`),
  );
  await page.goto(`/words/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le mot' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveText('Lingala');
  await expect(field(page, 'Mot local')).toHaveValue(word.normalize('NFC'));
  // Sent between slashes, stored bare: the field holds the transcription itself.
  await expect(field(page, 'Prononciation (API)')).toHaveValue('ndɛ́kɛ'.normalize('NFC'));
  await expect(field(page, 'Notes')).toHaveValue('Note à garder.');
  await expect(page.getByTestId('word-french-chosen')).toContainText(`oiseau ${run}`);
  await expect(page.getByTestId('word-french-chosen')).toContainText('Animal à plumes.');
  await expect(page.getByLabel('Texte', { exact: true })).toHaveValue('Ndɛkɛ ezali kopumbwa.');
  await expect(page.getByLabel('Traduction française', { exact: true })).toHaveValue(
    "L'oiseau vole.",
  );
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: "Écouter l'audio 1" })).toBeVisible();
  // Its own spelling is not a duplicate of itself.
  expect(await (await checked).json()).toMatchObject({ exists: false });
  await expect(page.getByText('Ce mot existe déjà dans cette langue.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
  await pageShot(page, 'word-form-edit');

  // Deleting only marks it: the server still has it until the save.
  await page.getByRole('button', { name: "Supprimer l'audio 2" }).click();
  await expect(audioList(page).getByRole('listitem').nth(1)).toContainText(
    "Retiré à l'enregistrement",
  );
  await expect(page.getByRole('button', { name: "Rétablir l'audio 2" })).toBeVisible();
  const beforeSave = (await (await page.request.get(`/api/words/${id}`)).json()) as WordEntry;
  expect(beforeSave.localWord.audioUrl2).toBe(created.localWord.audioUrl2);

  // A new file takes the place of slot 2; slot 1 is kept.
  await fileInput(page).setInputFiles(wavFile('nouveau.wav', 0.3, 550));
  await field(page, 'Mot local').fill(`${word} bis`);
  await page.getByLabel('Traduction française', { exact: true }).fill("L'oiseau s'envole.");
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(
    `Le mot « ${word.normalize('NFC')} bis » a été mis à jour.`,
  );
  await expect(page).toHaveURL(/\/words$/);

  const updated = (await (await page.request.get(`/api/words/${id}`)).json()) as WordEntry;
  expect(updated.localWord.localWord).toBe(`${word.normalize('NFC')} bis`);
  expect(updated.localWord.audioUrl).toBe(created.localWord.audioUrl);
  expect(updated.localWord.audioUrl2).toMatch(/^\/api\/audio\/files\//);
  expect(updated.localWord.notes).toBe('Note à garder.');
  expect(updated.frenchWord?.word).toBe(`oiseau ${run}`);
  expect(updated.examples.map((e) => e.translation)).toEqual(["L'oiseau s'envole."]);
});

test.describe('recording', () => {
  test.use({ permissions: ['microphone'] });

  test('start, a seconds counter, stop adds a webm recording', async ({ adminPage, data }) => {
    const run = data.unique();
    const page = adminPage;
    await page.goto('/words/new');
    const stop = await startRecording(page);
    await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
    await stopRecording(page, stop);

    // Saved as a WebM file in slot 1.
    await chooseLanguage(page, 'Zulu');
    await field(page, 'Mot local').fill(`enregistré ${run}`);
    await typeFrenchByHand(page, `enregistrement ${run}`);
    await page.getByRole('button', { name: 'Créer le mot' }).click();
    await expect(toast(page)).toContainText('Succès');
    const [saved] = await findWords(page.request, `enregistre ${run}`);
    expect(saved!.localWord.audioUrl).toMatch(/^\/api\/audio\/files\//);
    await expectStoredWebm(page.request, saved!.localWord.audioUrl!);
  });
});
