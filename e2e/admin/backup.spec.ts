import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { BackupDestination, BackupResult } from '@shared/schemas/backup';
import { expect, snapshot, test, toast } from '../fixtures';
import { failRequests, holdRequests, seenAs } from '../support/page';

/**
 * The dashboard's Backup menu. The French prompt names S3 when the server has it; the e2e server
 * has no S3, so its prompt says the archive stays on the server.
 */
const PROMPT_S3 = 'Voulez-vous créer une sauvegarde complète de la base de données dans S3?';
const PROMPT = 'Voulez-vous créer une sauvegarde complète de la base de données sur le serveur ?';
const BACKUP_API = '**/api/backup/database';

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

/** Counts the backups the page asks for. */
function countBackupRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/backup/database') sent.push(request.method());
  });
  return sent;
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

test('with S3 configured, the prompt and the toast name S3', async ({ adminPage }) => {
  const page = adminPage;
  const path = 's3://maneno-backups/backups/maneno-backup-2025-06-01-120000.tar.gz';
  await page.route('**/api/backup/destination', (route) =>
    route.fulfill({ json: { kind: 's3' } satisfies BackupDestination }),
  );
  await page.route(BACKUP_API, (route) => route.fulfill({ json: { path } satisfies BackupResult }));
  await page.goto('/dashboard');
  await askForBackup(page, PROMPT_S3);
  await prompt(page, PROMPT_S3).getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page)).toContainText('Sauvegarde réussie');
  await expect(toast(page)).toContainText(`Base de données sauvegardée dans S3: ${path}`);
});

test('cancelling the prompt, by the button or with the keyboard, sends nothing', async ({
  adminPage,
}) => {
  const page = adminPage;
  const sent = countBackupRequests(page);
  await page.goto('/dashboard');

  await askForBackup(page);
  await prompt(page).getByRole('button', { name: 'Annuler' }).click();
  await expect(prompt(page)).toBeHidden();
  await expect(backupButton(page)).toBeFocused();

  // The whole menu from the keyboard: Enter opens it on its first item, Escape leaves the prompt.
  await backupButton(page).press('Enter');
  const menu = page.getByRole('menu', { name: 'Sauvegarde' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Créer une sauvegarde complète',
    'Télécharger une sauvegarde locale',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Créer une sauvegarde complète' })).toBeFocused();
  await snapshot(page, 'backup-menu', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toBeVisible();
  await snapshot(page, 'backup-prompt', { fullPage: false });
  // Cancel, the harmless choice, has the focus first.
  await expect(prompt(page).getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeHidden();
  await expect(backupButton(page)).toBeFocused();

  expect(sent).toEqual([]);
  await expect(toast(page)).toHaveCount(0);
});

test('while the backup runs the menu says so; a failure shows the server message', async ({
  adminPage,
}) => {
  const page = adminPage;
  await failRequests(page, 'POST', BACKUP_API, {
    status: 409,
    body: { code: 'CONFLICT', message: 'Une sauvegarde est déjà en cours.' },
  });
  const release = await holdRequests(page, BACKUP_API);
  await page.goto('/dashboard');
  await askForBackup(page);
  await page.keyboard.press('Tab');
  await expect(prompt(page).getByRole('button', { name: 'Sauvegarder' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Pending: the menu's button says 'Sauvegarde...', and a second backup cannot be asked for.
  const pending = welcomeCard(page).getByRole('button', { name: 'Sauvegarde...' });
  await expect(pending).toHaveAttribute('aria-busy', 'true');
  await pending.click();
  await expect(page.getByRole('menuitem', { name: 'Sauvegarde...' })).toBeDisabled();
  await expect(
    page.getByRole('menuitem', { name: 'Télécharger une sauvegarde locale' }),
  ).toBeEnabled();
  await page.keyboard.press('Escape');

  release();
  await expect(toast(page)).toContainText('Erreur de sauvegarde');
  await expect(toast(page)).toContainText('Une sauvegarde est déjà en cours.');
  await expect(backupButton(page)).toBeVisible();
  await snapshot(page, 'backup-conflict');
});

test('an unexpected server failure shows the backup error', async ({ adminPage }) => {
  const page = adminPage;
  // The API's 500: its message, in the interface language.
  await failRequests(page, 'POST', BACKUP_API);
  await page.goto('/dashboard');
  await askForBackup(page);
  await prompt(page).getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page)).toContainText('Erreur de sauvegarde');
  await expect(toast(page)).toContainText('Erreur interne du serveur. Réessayez plus tard.');
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

test('an editor sees the quick links but no Backup menu', async ({ adminPage }) => {
  const page = adminPage;
  await seenAs(page, 'editor');
  await page.goto('/dashboard');
  await expect(welcomeCard(page).getByRole('link', { name: 'Gérer les mots' })).toBeVisible();
  await expect(welcomeCard(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Sauvegarde/ })).toHaveCount(0);
});
