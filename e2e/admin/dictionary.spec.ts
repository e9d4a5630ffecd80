import type { Page } from '@playwright/test';
import type { DictionarySourceInfo, DictionaryWord } from '@shared/schemas/dictionary';
import type { WordEntry } from '@shared/schemas/words';
import { expect, snapshot, test, toast } from '../fixtures';
import {
  dictionaryStats,
  frenchNumber,
  importStatus,
  importedFrenchWordWithEquivalent,
} from '../support/dictionary';
import { wordId } from '../support/api';
import { violations } from '../support/axe';
import { pageShot, stillShot } from '../support/page';

// axe (the accessibility checks below) is injected as an inline script, which the CSP refuses.
test.use({ bypassCSP: true });

/*
 * The reference dictionary against the real server: an import runs as a background job on the
 * bundled data (and FreeDict's files where installed). The imports themselves, their counts,
 * conflicts and the synchronisation are covered by the API tests of the dictionary module; the one
 * import here is the user's path through the screens, on a small count.
 */

const importButton = (page: Page) => page.getByRole('button', { name: 'Importer', exact: true });
const importProgress = (page: Page) =>
  page.getByRole('progressbar', { name: /^Importation en cours/ });
const isImport = (method: string, url: string) =>
  method === 'POST' && url.endsWith('/api/dictionary/french/import-background');

/** An import's end, as the toast says it: a finished import is announced by a toast. */
const IMPORT_TIMEOUT = 120_000;

test('a French import of 200 words: its progress to completion, the toast, then an imported word and its English equivalent', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  const before = await dictionaryStats(page.request);

  await page.goto('/international-dictionary');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire international' }),
  ).toBeVisible();
  // The sources, each with its licence and whether this server can read it.
  const sources = (await (
    await page.request.get('/api/dictionary/sources')
  ).json()) as DictionarySourceInfo[];
  expect(sources.some((s) => s.name === 'bundled' && s.available)).toBe(true);
  await expect(page.getByRole('list', { name: 'Sources' }).getByRole('listitem')).toHaveCount(
    sources.length,
  );
  for (const source of sources) {
    const item = page.getByTestId(`source-${source.side}-${source.name}`);
    await expect(item).toContainText(source.title);
    await expect(item).toContainText(`Licence : ${source.licence}`);
    await expect(item).toContainText(source.available ? 'Disponible ici' : 'Indisponible ici');
  }
  await expect(page.getByTestId('french-words-count')).toContainText(
    frenchNumber(before.frenchWordsCount),
  );
  await page.getByRole('link', { name: 'Consulter le dictionnaire français' }).click();
  await expect(page).toHaveURL('/french-dictio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire français' }),
  ).toBeVisible();
  await expect(page.getByTestId('french-count')).toHaveText(frenchNumber(before.frenchWordsCount));

  const count = page.getByRole('textbox', { name: 'Nombre de mots' });
  await expect(count).toHaveValue('1000');
  await count.fill('200');
  const sent = page.waitForRequest((r) => isImport(r.method(), r.url()));
  await importButton(page).click();
  expect((await sent).postDataJSON()).toEqual({ maxWords: 200 });
  await expect(toast(page)).toContainText('Import démarré');
  // The start's answer shows at once, until the first status read 2 s later.
  await expect(importProgress(page)).toBeVisible();
  await stillShot(page, 'french-dictionary-import-running');

  await expect(toast(page)).toContainText('Importation terminée', { timeout: IMPORT_TIMEOUT });
  await expect(toast(page)).toContainText(/\d+ mots? importés? sur 200 · \d+ erreurs?/);
  await expect(importProgress(page)).toHaveCount(0);
  expect(await importStatus(page.request, 'french')).toMatchObject({
    isImporting: false,
    state: 'completed',
    total: 200,
  });

  // The statistics were read again: they are the server's.
  const after = await dictionaryStats(page.request);
  expect(after.frenchWordsCount).toBeGreaterThan(before.frenchWordsCount);
  expect(after.frenchWordsCount - before.frenchWordsCount).toBeLessThanOrEqual(200);
  await expect(page.getByTestId('french-count')).toHaveText(frenchNumber(after.frenchWordsCount));
  const missing = (await (
    await page.request.get('/api/dictionary/french/missing-definitions-count')
  ).json()) as { count: number };
  await expect(page.getByTestId('french-missing-definitions')).toHaveText(
    frenchNumber(missing.count),
  );
  await pageShot(page, 'french-dictionary-after-import');

  // An imported word, found with the search, then its English equivalent.
  const word = await importedFrenchWordWithEquivalent(page.request);
  const equivalent = word.equivalent!;
  await page.getByRole('searchbox', { name: 'Rechercher un mot français' }).fill(word.word);
  await expect(page).toHaveURL(/[?&]q=/);
  const hits = page.getByRole('list', { name: 'Mots trouvés' });
  await hits.locator(`a[href="/word/fr/${word.id}"]`).click();
  await expect(page).toHaveURL(`/word/fr/${word.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: word.word, exact: true }),
  ).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Mot français', { exact: true })).toBeVisible();
  if (word.definition === null && word.fallbackDefinition) {
    // No offline source has French definitions: the English one stands in, said to be English.
    await expect(page.getByRole('heading', { name: /Définition anglaise/ })).toBeVisible();
    await expect(page.getByTestId('fallback-definition')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('fallback-definition')).toHaveText(word.fallbackDefinition.text);
  }
  await expect(page.getByTestId('local-equivalents-count')).toHaveText(
    word.localEquivalentsCount === 1
      ? '1 mot local'
      : `${frenchNumber(word.localEquivalentsCount)} mots locaux`,
  );
  await pageShot(page, 'dictionary-word-fr-imported');

  await page.locator(`a[href="/word/en/${equivalent.id}"]`).click();
  await expect(page).toHaveURL(`/word/en/${equivalent.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: equivalent.word, exact: true }),
  ).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Mot anglais', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Équivalent français' })).toBeVisible();

  // Back twice: the French dictionary with the same search and hits (kept in the address).
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/french-dictio\?q=/);
  await expect(hits.locator(`a[href="/word/fr/${word.id}"]`)).toBeVisible();
});

test('the English dictionary: a demo word, its local equivalents, and its French equivalent', async ({
  adminPage: page,
}) => {
  // 'water' is the demo's English gloss of Swahili 'maji'.
  const id = await wordId(page.request, 'Swahili', 'maji');
  const maji = (await (await page.request.get(`/api/words/${id}`)).json()) as WordEntry;
  const water = maji.englishWord!;

  await page.goto('/english-dictio');
  await expect(page.getByRole('heading', { level: 1, name: 'Dictionnaire anglais' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un mot anglais' }).fill('water');
  await page
    .getByRole('list', { name: 'Mots trouvés' })
    .locator(`a[href="/word/en/${water.id}"]`)
    .click();
  await expect(page).toHaveURL(`/word/en/${water.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'water', exact: true })).toHaveAttribute(
    'lang',
    'en',
  );
  const local = page.getByRole('list', { name: 'Équivalents locaux' }).getByRole('article', {
    name: 'maji',
  });
  await expect(local).toContainText('Swahili');
  await expect(local.getByRole('heading', { name: 'maji' })).toHaveAttribute('lang', 'sw');
  await expect(local).toContainText('Sans singulier.');
  await expect(page.getByRole('heading', { name: 'Équivalent français' })).toBeVisible();
  // Its French equivalent's page (the demo's 'eau', unless an import linked another first).
  await page.locator('a[href^="/word/fr/"]').click();
  await expect(page).toHaveURL(/\/word\/fr\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Mot français', { exact: true })).toBeVisible();

  // In the dark, in English, on a phone.
  await page.goto('/english-dictio?q=water');
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'English dictionary' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Words found' })).toBeVisible();
  await snapshot(page, 'english-dictionary-en-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'english-dictionary-phone-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dictionary pages pass WCAG 2.1 AA checks (contrast included) in the ${theme} theme`, async ({
    adminPage: page,
  }) => {
    // The demo's 'maji' is glossed 'eau': a French word with a local equivalent.
    const maji = (await (
      await page.request.get(`/api/words/${await wordId(page.request, 'Swahili', 'maji')}`)
    ).json()) as WordEntry;
    const eau = (await (
      await page.request.get(`/api/dictionary/french/word/${maji.frenchWord!.id}`)
    ).json()) as DictionaryWord;
    await page.addInitScript((value) => localStorage.setItem('maneno.theme', value), theme);
    for (const path of [
      '/international-dictionary',
      `/french-dictio?q=${encodeURIComponent(eau.word)}`,
      `/word/fr/${eau.id}`,
      '/word/fr/abc',
      '/cross-language',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      expect(await violations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
