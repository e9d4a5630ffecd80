import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { BackupResult } from '@shared/schemas/backup';
import { expect, snapshot, test, toast } from '../fixtures';

/**
 * The dashboard's Backup menu. The e2e server has no S3, so its prompt says the archive stays on
 * the server.
 */
const PROMPT = 'Voulez-vous créer une sauvegarde complète de la base de données sur le serveur ?';

const welcomeCard = (page: Page) =>
  page.getByRole('region', { name: "Bienvenue dans l'administration de Maneno" });
const backupButton = (page: Page) =>
  welcomeCard(page).getByRole('button', { name: 'Sauvegarde', exact: true });
const prompt = (page: Page, name = PROMPT) => page.getByRole('alertdialog', { name });

/** Opens the dashboard's Backup menu and picks "create a full backup": the prompt opens. */
async function askForBackup(page: Page, name = PROMPT) {
  await backupButton(page).click();
  await page.getByRole('menuitem', { name: 'Créer une sauvegarde complète' }).click();
  await expect(prompt(page, name)).toBeVisible();
}

test('an admin confirms a backup and is told where the archive went', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await askForBackup(page);

  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/backup/database' &&
      response.request().method() === 'POST',
  );
  await prompt(page).getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(prompt(page)).toBeHidden();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const { path } = (await response.json()) as BackupResult;

  // No S3 in the e2e environment: the archive stays on the server, and the toast says so.
  expect(path).not.toMatch(/^s3:\/\//);
  expect(path).toMatch(/backups.*\.tar\.gz$/);
  await expect(toast(page)).toContainText('Sauvegarde réussie');
  await expect(toast(page)).toContainText(`Base de données sauvegardée sur le serveur : ${path}`);
  await expect(backupButton(page)).toBeEnabled();
  await snapshot(page, 'backup-done');
});

test('the download option saves a fresh gzipped archive', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await backupButton(page).click();
  const started = Date.now();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Télécharger une sauvegarde locale' }).click();
  const download = await downloading;

  // `<site>-backup-<UTC yyyy-mm-dd-HHMMss>.tar.gz`, dated now.
  const name = download.suggestedFilename();
  const match = /^maneno-backup-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/i.exec(
    name,
  );
  expect(match, name).not.toBeNull();
  const [year, month, ...time] = match!.slice(1).map(Number);
  const dated = Date.UTC(year!, month! - 1, ...time);
  expect(Math.abs(dated - started)).toBeLessThan(5 * 60_000);

  expect(await download.failure()).toBeNull();
  const file = await download.path();
  expect(statSync(file).size).toBeGreaterThan(0);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  // A tar inside: the first header's "ustar" magic.
  expect(gunzipSync(bytes).subarray(257, 262).toString('latin1')).toBe('ustar');

  // The page stayed where it was.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(welcomeCard(page)).toBeVisible();
});
