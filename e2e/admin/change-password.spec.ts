import { request as playwrightRequest } from '@playwright/test';
import { ADMIN_PATH, E2E_BASE_URL } from '../test-env';
import { expect, signInThroughForm, snapshot, superadmin, test, toast } from '../fixtures';

const NEW_PASSWORD = 'a-brand-new-password';

/** Puts the superadmin's password back, whatever state the journey stopped in. */
async function restorePassword() {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email: superadmin.email, password: NEW_PASSWORD },
    });
    if (login.status() !== 200) return; // Never changed, or already restored.
    const change = await api.post('/api/auth/change-password', {
      data: { currentPassword: NEW_PASSWORD, newPassword: superadmin.password },
    });
    expect(change.status()).toBe(204);
  } finally {
    await api.dispose();
  }
}

test.afterEach(restorePassword);

test('the form explains what is wrong with the new password', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/change-password');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Saisissez votre mot de passe actuel.')).toBeVisible();
  await expect(
    page.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères.'),
  ).toBeVisible();

  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(superadmin.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page
    .getByLabel('Confirmer le nouveau mot de passe', { exact: true })
    .fill('something-else');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await expect(
    page.getByLabel('Confirmer le nouveau mot de passe', { exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
});

test('changing the password: wrong current one, success, sign in with the new one', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/change-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }),
  ).toBeVisible();

  const current = page.getByLabel('Mot de passe actuel', { exact: true });
  await current.fill('not-my-password');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await expect(current).toBeFocused();
  await snapshot(page, 'change-password-wrong-current');

  await current.fill(superadmin.password);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(toast(page)).toContainText('Mot de passe modifié');
  await expect(current).toHaveValue('');
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, superadmin);
  await expect(toast(page)).toContainText('Identifiants invalides');

  await signInThroughForm(page, { email: superadmin.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL('/dashboard');
});
