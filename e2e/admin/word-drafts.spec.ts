import type { Page } from '@playwright/test';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { expect, signInThroughForm, test, toast } from '../fixtures';
import {
  audioList,
  expectStoredWebm,
  startRecording,
  stopRecording,
  wavFile,
} from '../support/audio';
import { languageId } from '../support/api';

/*
 * What an editor types is not lost: leaving a form with unsaved changes asks first, a draft kept
 * in the browser outlives an expired session, and a recording deleted in the form stays until
 * the form is saved.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const leaveDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Langue', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Types the French word in by hand. */
async function typeFrenchByHand(page: Page, word: string) {
  await page.getByRole('combobox', { name: 'Mot français' }).fill(word);
  await page.getByRole('button', { name: 'Saisie manuelle du mot français' }).click();
  const manual = page.getByRole('group', { name: 'Mot français : saisie manuelle' });
  await expect(manual.getByLabel('Mot', { exact: true })).toHaveValue(word);
}

test('leaving a word form with unsaved changes asks first: sidebar, Back and closing the tab', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await page.goto('/words');
  await page.getByRole('link', { name: 'Nouveau mot' }).click();
  await expect(page).toHaveURL('/words/new');
  await field(page, 'Mot local').fill(`kitabu ${run}`);
  await field(page, 'Notes').fill('À ne pas perdre.');

  // The sidebar: staying keeps everything.
  await nav.getByRole('link', { name: 'Expressions' }).click();
  await expect(leaveDialog(page)).toContainText(
    "Vos modifications n'ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.",
  );
  await leaveDialog(page).getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL('/words/new');
  await expect(field(page, 'Notes')).toHaveValue('À ne pas perdre.');

  // The browser's Back button: held too, the page stays where it was.
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/words/new');
  await leaveDialog(page).getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(field(page, 'Mot local')).toHaveValue(`kitabu ${run}`);

  // Closing the tab: the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // Leaving on purpose: no question afterwards, and the list shows.
  await nav.getByRole('link', { name: 'Mots', exact: true }).click();
  await leaveDialog(page).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL('/words');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire des mots' }),
  ).toBeVisible();
});

test.describe('a recorded word', () => {
  test.use({ permissions: ['microphone'] });

  test('survives a session that ended meanwhile: signed in again, the draft is back and saved', async ({
    adminPage,
    admin,
    data,
  }) => {
    const run = data.unique();
    const page = adminPage;
    const word = `rekodi ${run}`;
    await page.goto('/words/new');
    await stopRecording(page, await startRecording(page));
    await chooseLanguage(page, 'Zulu');
    // The form checks the word for duplicates once typing pauses: answered before the session
    // ends, so that the save is what finds it ended (a check sent after would find it first).
    const checked = page.waitForResponse((r) => r.url().includes('/api/words/check-duplicate'));
    await field(page, 'Mot local').fill(word);
    await checked;
    await typeFrenchByHand(page, `enregistrement ${run}`);
    await field(page, 'Notes').fill('Gardé par le brouillon.');
    // And the French search the typing started, if its pause came before the manual entry.
    await page.waitForLoadState('networkidle');

    // Signed out elsewhere (another tab): the save is refused and the sign-in page shows.
    const signedOut = await page.request.post('/api/auth/logout');
    expect(signedOut.ok()).toBe(true);
    await page.getByRole('button', { name: 'Créer le mot' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

    await signInThroughForm(page, admin);
    await expect(page.getByText(/^Brouillon restauré du /)).toBeVisible();
    await expect(field(page, 'Mot local')).toHaveValue(word);
    await expect(field(page, 'Notes')).toHaveValue('Gardé par le brouillon.');
    await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveText('Zulu');
    await expect(audioList(page)).toContainText(/Enregistrement \(0:0[1-9]\)/);

    await page.getByRole('button', { name: 'Créer le mot' }).click();
    await expect(toast(page)).toContainText('Succès');
    await expect(page).toHaveURL('/words');
    const found = await page.request.get(
      `/api/words/paginated?${new URLSearchParams({ search: word, limit: '10' })}`,
    );
    const [saved] = ((await found.json()) as PaginatedWords).data;
    expect(saved!.localWord.notes).toBe('Gardé par le brouillon.');
    await expectStoredWebm(page.request, saved!.localWord.audioUrl!);

    // Saved, the draft is gone: the form opens empty.
    await page.goto('/words/new');
    await expect(field(page, 'Mot local')).toHaveValue('');
    await expect(page.getByText(/^Brouillon restauré du /)).toHaveCount(0);
  });
});

test('a recording deleted in the form, then Cancel: it is still there after a reload', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const response = await page.request.post('/api/words', {
    multipart: {
      languageId: String(await languageId(page.request, 'Lingala')),
      localWord: `mbɔ́ngɔ ${run}`,
      frenchWord: `argent ${run}`,
      audio1: wavFile('un.wav'),
      audio2: wavFile('deux.wav', 0.4, 660),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as WordEntry;
  const id = created.localWord.id;

  await page.goto(`/words/edit/${id}`);
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: "Supprimer l'audio 2" }).click();
  await expect(audioList(page).getByRole('listitem').nth(1)).toContainText(
    "Retiré à l'enregistrement",
  );
  await page.getByRole('link', { name: 'Annuler' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL('/words');

  await page.goto(`/words/edit/${id}`);
  await page.reload();
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: "Supprimer l'audio 2" })).toBeVisible();
  await expect(page.getByText(/^Brouillon restauré du /)).toHaveCount(0);
  const read = (await (await page.request.get(`/api/words/${id}`)).json()) as WordEntry;
  expect(read.localWord.audioUrl2).toBe(created.localWord.audioUrl2);
  expect((await page.request.get(created.localWord.audioUrl2!)).status()).toBe(200);
});
