import type { Page } from '@playwright/test';
import type { DictionarySourceInfo, JobStatus } from '@shared/schemas/dictionary';
import type { WordEntry } from '@shared/schemas/words';
import { expect, snapshot, test, toast } from '../fixtures';
import {
  dictionaryStats,
  frenchNumber,
  importStatus,
  importedFrenchWordWithEquivalent,
  waitForImportsToEnd,
} from '../support/dictionary';
import { wordId } from '../support/api';
import { backToLightFrench, failRequests, pageShot, stillShot } from '../support/page';

/*
 * The reference dictionary against the real server: imports run as background jobs on
 * the bundled data (and FreeDict's files where installed), so these journeys take their time.
 * They run in order: each waits for the previous one's import to end.
 */

const importButton = (page: Page) => page.getByRole('button', { name: 'Importer', exact: true });
const importProgress = (page: Page) =>
  page.getByRole('progressbar', { name: /^Importation en cours/ });
const isImport = (method: string, url: string) =>
  method === 'POST' && url.endsWith('/api/dictionary/french/import-background');

/** An import's end, as the toast says it (a toast on completion). */
const IMPORT_TIMEOUT = 120_000;

test('a French import of 200 words: its progress to completion, the toast, then an imported word and its English equivalent', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  await waitForImportsToEnd(page.request, 'french');
  const before = await dictionaryStats(page.request);

  await page.goto('/international-dictionary');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire international' }),
  ).toBeVisible();
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

test('a count that is not a number imports 1000 words, as the request says', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  await waitForImportsToEnd(page.request, 'french');
  await page.goto('/french-dictio');
  const count = page.getByRole('textbox', { name: 'Nombre de mots' });
  await count.fill('beaucoup');
  const sent = page.waitForRequest((r) => isImport(r.method(), r.url()));
  await importButton(page).click();
  expect((await sent).postDataJSON()).toEqual({ maxWords: 1000 });
  await expect(count).toHaveValue('1000');
  // The start's toast gives way to the end's (one toast at a time), which can come
  // within a second: the end's says the count.
  await expect(toast(page)).toContainText('Importation terminée', { timeout: IMPORT_TIMEOUT });
  await expect(toast(page)).toContainText(
    `${frenchNumber(1000)} mots importés sur ${frenchNumber(1000)}`,
  );
  expect(await importStatus(page.request, 'french')).toMatchObject({ total: 1000 });
});

test('a second start while an import runs is refused (409): the screen says why and follows the running one', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  await waitForImportsToEnd(page.request, 'french');
  await page.goto('/french-dictio');
  await expect(importButton(page)).toBeEnabled();

  // Someone else starts an import meanwhile (the whole 5000: it runs a while).
  const first = await page.request.post('/api/dictionary/french/import-background', {
    data: { maxWords: 5000 },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const again = await page.request.post('/api/dictionary/french/import-background', {
    data: { maxWords: 10 },
  });
  expect(again.status()).toBe(409);
  const refusal = (await again.json()) as { message: string; code: string };
  expect(refusal.message).not.toBe('');

  await importButton(page).click();
  await expect(toast(page)).toContainText("Impossible de démarrer l'importation");
  await expect(toast(page)).toContainText(refusal.message);
  // The screen now shows the import that runs, and waits for its end.
  await expect(importProgress(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importation en cours' })).toBeDisabled();
  await stillShot(page, 'french-dictionary-409');
  await expect(toast(page)).toContainText('Importation terminée', { timeout: IMPORT_TIMEOUT });
  await expect(importButton(page)).toBeEnabled();
});

test('the synchronisation of both dictionaries: started, followed, finished with its counts; the sources named with their licences', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  await waitForImportsToEnd(page.request, 'french');
  await waitForImportsToEnd(page.request, 'english');
  await page.goto('/international-dictionary');
  await expect(page.getByTestId('sync-discrepancies')).not.toHaveText('Vérification des écarts...');

  const sources = (await (
    await page.request.get('/api/dictionary/sources')
  ).json()) as DictionarySourceInfo[];
  expect(sources.some((s) => s.name === 'bundled' && s.available)).toBe(true);
  const list = page.getByRole('list', { name: 'Sources' });
  await expect(list.getByRole('listitem')).toHaveCount(sources.length);
  for (const source of sources) {
    const item = page.getByTestId(`source-${source.side}-${source.name}`);
    await expect(item).toContainText(source.title);
    await expect(item).toContainText(`Licence : ${source.licence}`);
    await expect(item).toContainText(source.available ? 'Disponible ici' : 'Indisponible ici');
  }

  await page.getByRole('button', { name: 'Synchroniser les dictionnaires' }).click();
  await expect(toast(page)).toContainText('Synchronisation démarrée');
  await expect(toast(page)).toContainText('Synchronisation terminée', { timeout: IMPORT_TIMEOUT });
  const sync = (await (await page.request.get('/api/dictionary/sync-status')).json()) as JobStatus;
  expect(sync).toMatchObject({ state: 'completed', isImporting: false });
  await expect(toast(page)).toContainText(
    `${frenchNumber(sync.wordsAdded)} mot${sync.wordsAdded === 1 ? '' : 's'} ajouté${sync.wordsAdded === 1 ? '' : 's'} · ${frenchNumber(sync.relationsCreated)} relation${sync.relationsCreated === 1 ? '' : 's'} créée${sync.relationsCreated === 1 ? '' : 's'}`,
  );
  const stats = await dictionaryStats(page.request);
  await expect(page.getByTestId('french-words-count')).toContainText(
    frenchNumber(stats.frenchWordsCount),
  );
  await expect(page.getByTestId('english-words-count')).toContainText(
    frenchNumber(stats.englishWordsCount),
  );
  await pageShot(page, 'international-dictionary-synced');
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
  await expect(local).toContainText('Classe 6 (ma-), sans singulier.');
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
  await backToLightFrench(page);
});

test('failures say so: starts, synchronisations, fixes and refreshes; a failed search shows no hit', async ({
  adminPage: page,
}) => {
  await waitForImportsToEnd(page.request, 'french');
  await page.goto('/french-dictio');
  await expect(importButton(page)).toBeEnabled();

  await failRequests(page, 'POST', '**/api/dictionary/french/import-background');
  await importButton(page).click();
  await expect(toast(page)).toContainText("Impossible de démarrer l'importation");
  await expect(toast(page)).toContainText('Erreur interne du serveur. Réessayez plus tard.');

  await failRequests(page, 'POST', '**/api/dictionary/french/sync-definitions');
  await page.getByRole('button', { name: 'Synchroniser les définitions' }).click();
  await expect(toast(page)).toContainText('Impossible de synchroniser les définitions');

  // The check finds one word; fixing it cannot start.
  await page.route('**/api/dictionary/french/check-definitions', (route) =>
    route.fulfill({ json: { count: 1, words: [{ id: 1 }] } }),
  );
  await failRequests(page, 'POST', '**/api/dictionary/french/fix-definitions');
  await page.getByRole('button', { name: 'Vérifier les définitions' }).click();
  await expect(page.getByText('1 définition à corriger.')).toBeVisible();
  await page.getByRole('button', { name: 'Corriger les définitions' }).click();
  await expect(toast(page)).toContainText('Impossible de démarrer la correction des définitions');

  // A failed search is an empty list, silently.
  await page.route('**/api/dictionary/french/search?*', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
  );
  await page.getByRole('searchbox', { name: 'Rechercher un mot français' }).fill('maison');
  await expect(page.getByText('Aucun résultat trouvé pour "maison"')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mots trouvés' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'boom' })).toHaveCount(0);

  // A refresh that fails.
  await page.route('**/api/dictionary/french/count', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
  );
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(toast(page)).toContainText("Impossible d'actualiser les données");

  // The synchronisation cannot start.
  await page.goto('/international-dictionary');
  await failRequests(page, 'POST', '**/api/dictionary/sync-both', {
    status: 409,
    body: { code: 'CONFLICT', message: 'Une synchronisation est déjà en cours.' },
  });
  await page.getByRole('button', { name: 'Synchroniser les dictionnaires' }).click();
  await expect(toast(page)).toContainText('Erreur de synchronisation');
  await expect(toast(page)).toContainText('Une synchronisation est déjà en cours.');

  // A word that does not exist: the error card and the way back.
  await page.goto('/word/fr/2147483647');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
  await page
    .getByRole('alert')
    .getByRole('link', { name: 'Retour au dictionnaire français' })
    .click();
  await expect(page).toHaveURL('/french-dictio');
});
