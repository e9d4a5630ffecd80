import { ADMIN_PATH } from '../test-env';
import { expect, signInThroughForm, snapshot, test, toast } from '../fixtures';

test('changing the password: wrong current one, success, sign in with the new one', async ({
  adminPage: page,
  admin,
}) => {
  // The account is the journey's own: the new password affects no other journey.
  const newPassword = `${admin.password}-new`;
  await page.goto('/change-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }),
  ).toBeVisible();

  const current = page.getByLabel('Mot de passe actuel', { exact: true });
  await current.fill('not-my-password');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await expect(current).toBeFocused();
  await snapshot(page, 'change-password-wrong-current');

  await current.fill(admin.password);
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(toast(page)).toContainText('Mot de passe modifié');
  await expect(current).toHaveValue('');
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, admin);
  await expect(toast(page)).toContainText('Identifiants invalides');

  await signInThroughForm(page, { email: admin.email, password: newPassword });
  await expect(page).toHaveURL('/dashboard');
});
