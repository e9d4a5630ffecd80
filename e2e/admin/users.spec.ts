import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, signInThroughForm, snapshot, superadmin, test, toast } from '../fixtures';

const EDITOR_PASSWORD = 'chosen-by-the-admin';
const EDITOR_OWN_PASSWORD = 'the-editor-own-password';

/**
 * The toast shown while a modal dialog is open: the dialog hides the rest of the page from
 * assistive technologies (Radix announces the toast through its own live region instead).
 */
const toastBehindDialog = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

const card = (page: Page, email: string) => page.getByRole('article', { name: email, exact: true });

/** The list after a full page load (which can take a while on a busy machine). */
const listLoaded = (page: Page) =>
  expect(page.getByRole('list', { name: 'Liste des utilisateurs' })).toBeVisible({
    timeout: 20_000,
  });

// Long journeys across two browsers, each full page load paying for the back office's chunks.
test.describe.configure({ timeout: 180_000 });

test('an admin creates an editor, who cannot see Users; suspended, the editor is signed out', async ({
  adminPage,
  browser,
  baseURL,
  data,
}) => {
  const page = adminPage;
  const EDITOR = `editeur-${data.unique()}@example.org`;
  await page.goto('/users');
  await listLoaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();

  // Add: the e-mail is required, the role defaults to editor, the password is the admin's choice.
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(dialog.getByText("L'e-mail est requis.")).toBeVisible();
  await dialog.getByLabel('E-mail', { exact: true }).fill(`  ${EDITOR.toUpperCase()} `);
  await expect(dialog.getByRole('combobox', { name: 'Rôle' })).toHaveText('Éditeur');
  await dialog.getByLabel('Mot de passe (facultatif)').fill('short');
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(
    dialog.getByText('Le mot de passe doit contenir au moins 8 caractères.'),
  ).toBeVisible();
  await dialog.getByLabel('Mot de passe (facultatif)').fill(EDITOR_PASSWORD);
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Utilisateur créé');
  const editorCard = card(page, EDITOR);
  await expect(editorCard).toContainText('Éditeur');
  await expect(editorCard).toContainText('Jamais connecté');
  await expect(editorCard).toContainText('Mot de passe à changer');
  await snapshot(page, 'users-fr-light');

  // The same address again is refused with the server's message.
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  await dialog.getByLabel('E-mail', { exact: true }).fill(EDITOR);
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(toastBehindDialog(page).last()).toContainText(
    'Un compte utilise déjà cette adresse e-mail.',
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // The editor signs in in another browser: first asked for a password of their own.
  const editorContext = await browser.newContext({ baseURL });
  try {
    const editorPage = await editorContext.newPage();
    await editorPage.goto('/dashboard');
    await signInThroughForm(editorPage, { email: EDITOR, password: EDITOR_PASSWORD });
    await expect(editorPage).toHaveURL(/\/change-password$/, { timeout: 20_000 });
    await expect(editorPage.getByText('Choisissez votre mot de passe')).toBeVisible();
    const nav = editorPage.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('link', { name: 'Langues' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);
    // Other pages wait until the password is changed.
    await nav.getByRole('link', { name: 'Mots' }).click();
    await expect(editorPage).toHaveURL(/\/change-password$/);

    await editorPage.getByLabel('Mot de passe actuel', { exact: true }).fill(EDITOR_PASSWORD);
    await editorPage.getByLabel('Nouveau mot de passe', { exact: true }).fill(EDITOR_OWN_PASSWORD);
    await editorPage
      .getByLabel('Confirmer le nouveau mot de passe', { exact: true })
      .fill(EDITOR_OWN_PASSWORD);
    await editorPage.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(editorPage.getByText('Choisissez votre mot de passe')).toBeHidden();
    // Their own password chosen, they land on the dashboard.
    await expect(editorPage).toHaveURL(/\/dashboard$/);
    await nav.getByRole('link', { name: 'Mots' }).click();
    await expect(editorPage).toHaveURL(/\/words$/);
    await expect(editorPage.getByRole('heading', { level: 1 })).toBeVisible();
    // The users page itself tells them it is not theirs.
    await editorPage.goto('/users');
    await expect(editorPage.getByText('Accès réservé aux administrateurs')).toBeVisible({
      timeout: 20_000,
    });

    // The admin suspends the editor.
    await page.reload();
    await listLoaded(page);
    await expect(card(page, EDITOR)).toContainText('Éditeur');
    await card(page, EDITOR)
      .getByRole('button', { name: `Suspendre ${EDITOR}` })
      .click();
    await expect(toast(page).last()).toContainText('Utilisateur modifié');
    await expect(card(page, EDITOR)).toContainText('Suspendu');
    await expect(
      card(page, EDITOR).getByRole('button', { name: `Réactiver ${EDITOR}` }),
    ).toBeVisible();

    // The editor's next step, to any back-office page, lands on the sign-in form.
    await nav.getByRole('link', { name: 'Langues' }).click();
    await expect(editorPage.getByRole('button', { name: 'Se connecter' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(editorPage.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0);
    // And signing in again is refused.
    await signInThroughForm(editorPage, { email: EDITOR, password: EDITOR_OWN_PASSWORD });
    await expect(toast(editorPage)).toContainText('Ce compte est suspendu.');
  } finally {
    await editorContext.close();
  }

  // Reactivated, then deleted after confirmation.
  await card(page, EDITOR)
    .getByRole('button', { name: `Réactiver ${EDITOR}` })
    .click();
  await expect(card(page, EDITOR)).not.toContainText('Suspendu');
  await card(page, EDITOR)
    .getByRole('button', { name: `Supprimer ${EDITOR}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: "Supprimer l'utilisateur ?" });
  await expect(confirm).toContainText(EDITOR);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page).last()).toContainText('Utilisateur supprimé');
  await expect(card(page, EDITOR)).toHaveCount(0);
});

test('the superadmin and one’s own row cannot be deleted; a new account without a password gets a one-time password', async ({
  superadminPage,
  baseURL,
  data,
}) => {
  // About the superadmin's own row: signed in as this worker's superadmin, which it only reads.
  const page = superadminPage;
  const GENERATED = `contributeur-${data.unique()}@example.org`;
  await page.goto('/users');
  await listLoaded(page);
  const boss = card(page, superadmin.email);
  await expect(boss).toContainText('Superadmin');
  await expect(boss).toContainText('Vous');
  await expect(boss.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  await expect(boss.getByRole('button', { name: /^Suspendre/ })).toHaveCount(0);

  // Its edit dialog keeps the e-mail out of reach.
  await boss.getByRole('button', { name: `Modifier ${superadmin.email}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await expect(edit.getByLabel('E-mail', { exact: true })).toBeDisabled();
  await expect(edit.getByText("L'e-mail du superadmin ne peut pas être modifié.")).toBeVisible();
  await expect(edit.getByRole('switch', { name: 'Double authentification' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Annuler' }).click();

  // Without a password: the server's one-time password, shown once.
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(GENERATED);
  await dialog.getByRole('combobox', { name: 'Rôle' }).click();
  await page.getByRole('option', { name: 'Contributeur' }).click();
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Mot de passe à usage unique' });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Il ne sera plus affiché : copiez-le maintenant.');
  const oneTimePassword = await shown.getByLabel('Mot de passe à usage unique').inputValue();
  expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);
  await expect(shown.getByRole('button', { name: 'Copier' })).toBeVisible();
  await snapshot(page, 'users-one-time-password', { fullPage: false });
  await shown.getByRole('button', { name: "J'ai copié le mot de passe" }).click();
  await expect(shown).toBeHidden();
  await expect(card(page, GENERATED)).toContainText('Contributeur');
  await expect(page.getByText(oneTimePassword)).toHaveCount(0);

  // The one-time password signs in, and must be changed.
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email: GENERATED, password: oneTimePassword },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({
      role: 'contributor',
      mustChangePassword: true,
    });
  } finally {
    await api.dispose();
  }

  // Tidy up through the screen.
  await card(page, GENERATED)
    .getByRole('button', { name: `Supprimer ${GENERATED}` })
    .click();
  await page
    .getByRole('alertdialog', { name: "Supprimer l'utilisateur ?" })
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(card(page, GENERATED)).toHaveCount(0);
});
