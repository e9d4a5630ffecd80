import { ADMIN_PATH } from '../test-env';
import { expect, signInThroughForm, snapshot, test, toast } from '../fixtures';

test('the hidden admin path shows the sign-in card', async ({ page }) => {
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();
  await expect(page.getByText('Administration', { exact: true })).toBeVisible();
  await expect(page.getByText("Préserver l'héritage africain, un mot à la fois")).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute(
    'type',
    'password',
  );
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Langue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toBeVisible();
  await snapshot(page, 'sign-in-fr-light');
});

test('a wrong password is refused; signing in greets the user and opens the dashboard', async ({
  page,
  admin,
}) => {
  await page.goto(ADMIN_PATH);
  await signInThroughForm(page, { email: admin.email, password: 'not-the-password' });
  await expect(toast(page)).toContainText('Erreur de connexion');
  await expect(toast(page)).toContainText('Identifiants invalides');
  await expect(page).toHaveURL(ADMIN_PATH);
  await snapshot(page, 'sign-in-error');

  await signInThroughForm(page, admin);
  await expect(page.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
  await expect(toast(page).last()).toContainText('Connexion réussie');
  await expect(toast(page).last()).toContainText('Bienvenue sur Maneno');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // Signed in, the sign-in path leads to the dashboard.
  await page.goto(ADMIN_PATH);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
});

test('a back-office page asks a signed-out visitor to sign in, then shows', async ({
  page,
  admin,
}) => {
  await page.goto('/change-password');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await signInThroughForm(page, admin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/change-password');
});

test('signing out lands on the home page and closes the back office', async ({ adminPage }) => {
  const page = adminPage;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maneno' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a call rejected with 401 sends the app back to the sign-in page', async ({
  adminPage,
  admin,
}) => {
  const page = adminPage;
  await page.goto('/change-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }),
  ).toBeVisible();

  // The session ends behind the page's back (expired, or signed out in another tab).
  await page.request.post('/api/auth/logout');
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(admin.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('whatever-new-password');
  await page
    .getByLabel('Confirmer le nouveau mot de passe', { exact: true })
    .fill('whatever-new-password');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();

  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(toast(page)).toContainText('Votre session a expiré');
  await expect(page).toHaveURL('/change-password');
});
