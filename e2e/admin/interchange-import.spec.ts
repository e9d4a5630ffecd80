import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ZipFile } from 'yazl';
import type { PaginatedWords } from '@shared/schemas/words';
import { expect, snapshot, test } from '../fixtures';
import { toneWav } from '../support/audio';
import { hydrated } from '../support/page';

/** The FLEx-shaped LIFT fixture of the server's tests: Swahili headwords, real glosses. */
const FLEX_LIFT = readFileSync(
  new URL('../../src/server/modules/interchange/lift/fixtures/flex-swahili.lift', import.meta.url),
);

/** A zip as FLEx's "LIFT with media" export makes it: the document, and its audio/ folder. */
async function zipOf(files: Record<string, Buffer>) {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(data, name);
  zip.end();
  return buffer(zip.outputStream);
}

/** How many words (any status) the language has, read by its worker's superadmin. */
async function wordCount(api: APIRequestContext, languageId: number) {
  const response = await api.get(`/api/words/paginated?languageId=${languageId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as PaginatedWords).pagination.total;
}

/** One of the figures of a list of terms (the preview's counts, the job's). */
const figure = (scope: Locator, label: string) =>
  scope.locator(`dt:text-is(${JSON.stringify(label)}) + dd`);

const fileField = (page: Page) => page.getByLabel('Fichier', { exact: true });

/**
 * An admin imports a FLEx lexicon with its recordings into a new language: reads the preview,
 * runs the import, follows it to its end and downloads its report; then a visitor finds an
 * imported word on the public site and plays its recording.
 */
test('a LIFT zip with its audio: preview, import followed to the end, report, the word and its recording on the public site', async ({
  adminPage,
  browser,
  baseURL,
  data,
}) => {
  const page = adminPage;
  const language = await data.language({ prefix: 'Kiswahili ', isoCode: 'sw' });
  const fileName = `${data.unique('kamusi-')}.zip`;
  // mbwa's recording is in the archive; mtoto's (mtoto.mp3) is left out.
  const zip = await zipOf({
    'swahili/swahili.lift': FLEX_LIFT,
    'swahili/audio/636912-mbwa.wav': toneWav(1),
  });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Importer un lexique' }).click();
  await expect(page).toHaveURL('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importer un lexique' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue', exact: true }).click();
  await page.getByRole('option', { name: language.name, exact: true }).click();
  await expect(page.getByRole('radio', { name: /^LIFT/ })).toBeChecked();
  await fileField(page).setInputFiles({ name: fileName, mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Lire le fichier' }).click();

  // The preview: nothing written yet.
  const heading = page.getByRole('heading', { level: 2, name: "Aperçu de l'import" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(`/import?language=${language.id}`);
  await expect(
    page.getByText(`${fileName} (LIFT) vers ${language.name} : rien n’est encore enregistré.`),
  ).toBeVisible();
  const counts = page.getByRole('region', { name: "Aperçu de l'import" });
  await expect(figure(counts, 'Entrées')).toHaveText('11');
  await expect(figure(counts, 'Sens')).toHaveText('11');
  await expect(figure(counts, 'Enregistrements trouvés')).toHaveText('1');
  await expect(figure(counts, 'Enregistrements manquants')).toHaveText('1');
  await expect(figure(counts, 'Déjà présentes (même orthographe)')).toHaveText('0');
  await expect(counts.getByText('Vedettes lues dans : sw')).toBeVisible();

  const sample = page.getByRole('table');
  const mbwa = sample
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'mbwa' }) });
  await expect(mbwa.getByRole('rowheader')).toContainText('/ᵐbwa/');
  await expect(mbwa.getByRole('cell').nth(0)).toHaveText('nom');
  await expect(mbwa.getByRole('cell').nth(2)).toContainText('chien');
  await expect(mbwa.getByRole('cell').nth(2)).toContainText('dog');
  await expect(mbwa.getByRole('cell').nth(4)).toHaveText('1');
  // The deleted entry is shown as skipped.
  await expect(
    sample.getByRole('rowheader').filter({ hasText: 'simba' }).getByText('Ignorée'),
  ).toBeVisible();

  // mtoto's missing recording is among the warnings, with the path the file gave.
  const warnings = page.getByRole('region', { name: /^Avertissements \(\d+\)$/ });
  const missing = warnings
    .getByRole('listitem')
    .filter({ hasText: "Enregistrement nommé par le fichier mais absent de l'envoi" });
  await missing.getByText("Enregistrement nommé par le fichier mais absent de l'envoi").click();
  await expect(missing.getByText('mtoto — audio/mtoto.mp3')).toBeVisible();
  await expect(warnings).toContainText('Entrée marquée comme supprimée dans le fichier');
  expect(await wordCount(data.api, language.id)).toBe(0);
  await snapshot(page, 'interchange-preview');

  // The import, followed until it ends.
  await page.getByRole('button', { name: "Lancer l'import" }).click();
  await expect(page).toHaveURL(/\/import\?job=[0-9a-f-]{36}$/);
  const done = page.getByRole('heading', { level: 2, name: 'Import terminé' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByRole('progressbar', { name: "Progression de l'import" })).toHaveAttribute(
    'aria-valuetext',
    '11 sur 11 entrées',
  );
  const job = page.locator('dl').filter({ has: page.getByText('Créés', { exact: true }) });
  await expect(figure(job, 'Créés')).toHaveText('9');
  await expect(figure(job, 'Mis à jour')).toHaveText('0');
  await expect(figure(job, 'Ignorés')).toHaveText('2');
  await expect(page.getByRole('button', { name: "Annuler l'import" })).toHaveCount(0);
  await snapshot(page, 'interchange-completed');

  // The report: a line per entry of the file, with what became of it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le rapport' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${fileName.replace(/\.zip$/, '')}-report.csv`);
  const report = parse(readFileSync((await download.path())!), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(report).toHaveLength(11);
  expect(report.filter((line) => line.action === 'created')).toHaveLength(9);
  expect(report.filter((line) => line.action === 'skipped')).toHaveLength(2);
  const mbwaLine = report.find((line) => line.headword === 'mbwa')!;
  expect(mbwaLine).toMatchObject({ action: 'created', id: '6f1c2a4e-1b0d-4c55-9a51-3e2f8d1c0a01' });
  expect(mbwaLine.word_code).not.toBe('');
  expect(report.find((line) => line.headword === 'mtoto')!.warnings).toContain(
    'audioMissing: audio/mtoto.mp3',
  );

  // A visitor finds mbwa among the language's words, opens its page and plays its recording.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/browse?language=${language.id}`);
  const results = visitor.getByRole('list', { name: 'Mots trouvés' });
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(9);
  await results.getByRole('link', { name: 'mbwa', exact: true }).click();
  await expect(visitor).toHaveURL('/word/mbwa');
  // Other languages may spell a word mbwa too: the entry is the one of this language.
  const entry = visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('link', { name: language.name, exact: true }) });
  await expect(entry.getByRole('heading', { name: 'mbwa' })).toBeVisible();
  await expect(entry.getByText('Le chien aboie.')).toBeVisible();
  const play = entry.getByRole('button', { name: 'Écouter « mbwa »' });
  // The page may have come rendered by the server: its button plays once React has taken it.
  await hydrated(visitor);
  const audioRequest = visitor.waitForRequest((r) => r.url().includes('/api/audio/files/'));
  await play.click();
  await expect(play).toHaveAttribute('data-state', 'playing');
  const recording = await visitor.request.get((await audioRequest).url());
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toMatch(/^audio\/(wav|x-wav|wave)/);
  expect((await recording.body()).equals(toneWav(1))).toBe(true);
  await visitor.close();
});

/** A file that is not LIFT is refused on the file field, and the language gets no word. */
test('a file that is not LIFT is refused on its field, and nothing is imported', async ({
  adminPage,
  data,
}) => {
  const page = adminPage;
  const language = await data.language({ prefix: 'Kiswahili ' });

  // From the language's card, which chooses the language.
  await page.goto('/languages');
  await page.getByRole('link', { name: `Importer un lexique (${language.name})` }).click();
  await expect(page).toHaveURL(`/import?language=${language.id}`);
  await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveText(
    language.name,
  );

  // Named .lift, but an XML document of another kind: the server reads it and refuses it whole.
  await fileField(page).setInputFiles({
    name: 'kamusi.lift',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<dictionary><entry/></dictionary>\n',
    ),
  });
  await page.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(fileField(page)).toHaveAccessibleDescription(
    /Ce document XML n'est pas un fichier LIFT \(son élément racine n'est pas <lift>\)\./,
  );
  await expect(fileField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(fileField(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: "Aperçu de l'import" })).toHaveCount(0);
  expect(await wordCount(data.api, language.id)).toBe(0);
});
