import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_PATH } from '../test-env';
import { expect, signInThroughApi, signInThroughForm, snapshot, test, toast } from '../fixtures';

/** What the user's authenticator app shows, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A code that is surely wrong now (the right one, with its first digit changed). */
const wrongCode = (secret: string) => {
  const right = codeFor(secret, 1);
  return `${(Number(right[0]) + 5) % 10}${right.slice(1)}`;
};

// Long journeys with several password hashes each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const codeInput = (page: Page) => page.getByLabel('Code de vérification', { exact: true });

test('turning two-factor on from /change-password, then signing in with password and code', async ({
  page,
  data,
}) => {
  // An account of the journey's own: its security settings concern no other journey.
  const user = await data.user('editor');
  await signInThroughApi(page, user);
  await page.goto('/change-password');
  const security = page.getByRole('region', { name: 'Sécurité' });
  await expect(security.getByText('Désactivée')).toBeVisible();
  await security
    .getByRole('button', { name: "Activer l'authentification à deux facteurs" })
    .click();

  // The QR code is an image (the server's SVG as a data: URL), the key is there to type by hand.
  const qr = security.getByRole('img', { name: /QR code pour ajouter votre compte Maneno/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const key = ((await security.getByTestId('two-factor-key').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await snapshot(page, 'two-factor-enrol');

  // A wrong code is refused in place.
  const confirm = security.getByLabel("Code affiché par l'application", { exact: true });
  await expect(confirm).toHaveAttribute('autocomplete', 'one-time-code');
  await confirm.fill(wrongCode(key));
  await security.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(security.getByText('Ce code est incorrect ou a expiré.')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await confirm.fill(codeFor(key));
  await security.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(toast(page)).toContainText('Authentification à deux facteurs activée');
  const list = security.getByRole('list', { name: 'Vos codes de secours' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(security.getByRole('alert')).toContainText('ne seront plus jamais affichés');
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
  await snapshot(page, 'two-factor-recovery-codes');

  // They download as a .txt file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    security.getByRole('button', { name: 'Télécharger (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('maneno-recovery-codes.txt');
  const text = readFileSync((await download.path())!, 'utf8');
  for (const code of codes) expect(text).toContain(code);

  await security.getByRole('button', { name: 'Je les ai enregistrés' }).click();
  await expect(list).toHaveCount(0);
  await expect(security.getByText('Activée', { exact: true })).toBeVisible();
  await expect(security.getByText('Il vous reste 10 codes de secours inutilisés.')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');

  // Password first, then the code.
  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, user);
  await expect(
    page.getByRole('heading', { name: 'Authentification à deux facteurs' }),
  ).toBeVisible();
  const input = codeInput(page);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await snapshot(page, 'two-factor-sign-in-code');

  await input.fill(wrongCode(key));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page)).toContainText('Ce code est incorrect ou a expiré.');
  await expect(page).toHaveURL(ADMIN_PATH);

  // The code that turned it on cannot be used again: the next one from the app is needed.
  await input.fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page).last()).toContainText('Connexion réussie');
  await expect(page).toHaveURL('/dashboard');

  // Turning it off asks for the password, so the account is left as it was found.
  await page.goto('/change-password');
  await security.getByRole('button', { name: 'Désactiver' }).click();
  await security.getByLabel('Mot de passe actuel', { exact: true }).fill('not-my-password');
  await security.getByRole('button', { name: 'Désactiver' }).click();
  await expect(security.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await security.getByLabel('Mot de passe actuel', { exact: true }).fill(user.password);
  await security.getByRole('button', { name: 'Désactiver' }).click();
  await expect(toast(page).last()).toContainText('Authentification à deux facteurs désactivée');
  await expect(security.getByText('Désactivée')).toBeVisible();
});

test('signing in with a recovery code, once', async ({ page, data }) => {
  const user = await data.user('editor');
  // Enrolled through the API, as the screen journey above already covers the screens.
  await signInThroughApi(page, user);
  const setup = await page.request.post('/api/auth/two-factor/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { code: codeFor(secret) },
  });
  expect(enable.status()).toBe(200);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  expect((await page.request.post('/api/auth/logout')).status()).toBe(204);

  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, user);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  const recovery = page.getByLabel('Code de secours', { exact: true });
  await expect(recovery).toBeFocused();
  await snapshot(page, 'two-factor-sign-in-recovery');

  // Back to the password step and forward again.
  await page.getByRole('button', { name: 'Revenir au mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  await signInThroughForm(page, user);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours', { exact: true }).fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page).last()).toContainText('Connexion réussie');
  await expect(page).toHaveURL('/dashboard');

  // The same code a second time is refused.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, user);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours', { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page).last()).toContainText(
    'Ce code de secours est incorrect ou a déjà été utilisé.',
  );
  await expect(page).toHaveURL(ADMIN_PATH);
  await page.getByLabel('Code de secours', { exact: true }).fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
});
