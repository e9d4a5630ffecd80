import type { Language } from '@shared/schemas/languages';
import { violations } from '../support/axe';
import { pageShot } from '../support/page';
import { expect, test } from '../fixtures';

test.use({ bypassCSP: true });

test('the admin’s change shows in the audit log, with their e-mail, and filters by entity', async ({
  adminPage,
  admin,
  data,
}) => {
  const LANGUAGE = data.unique('Ewondo ');
  const adminEmail = admin.email;
  // Two accessibility scans and a language and theme switch: more than the default 30 s.
  test.setTimeout(120_000);
  const page = adminPage;
  // A change through the API, as the admin: a new language.
  const created = await page.request.post('/api/languages', {
    data: { name: LANGUAGE, adminCode: 'EWO' },
  });
  expect(created.status()).toBe(201);
  const language = (await created.json()) as Language;
  // Deleted at once: the log keeps both entries.
  const deleted = await page.request.delete(`/api/languages/${language.id}`);
  expect(deleted.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: "Journal d'audit" }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
  const table = page.getByRole('table', { name: "Entrées du journal d'audit" });
  await expect(table).toBeVisible();

  const row = table
    .getByRole('row')
    .filter({ hasText: `#${language.id}` })
    .filter({ hasText: 'Langue' })
    .filter({ hasText: 'Création' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(adminEmail);
  await expect(row).toContainText('Création');
  await expect(row).toContainText(`name: ${LANGUAGE}`);
  await expect(row).toContainText('adminCode: EWO');
  // The sign-in that opened this session is there too.
  await expect(table.getByRole('row').filter({ hasText: 'Connexion' }).first()).toContainText(
    adminEmail,
  );
  await pageShot(page, 'audit-fr-light');

  // Only languages: the sign-ins go, the language stays.
  await page.getByRole('combobox', { name: 'Élément' }).click();
  await page.getByRole('option', { name: 'Langue', exact: true }).click();
  await expect(page).toHaveURL(/[?&]entity=language\b/);
  await expect(row).toHaveCount(1);
  // Retried until the filtered page has replaced the previous one: every row is a language's.
  const cells = table.getByRole('row').locator('td:nth-child(4)');
  await expect(cells.first()).toBeVisible();
  await expect(cells.filter({ hasNotText: /^Langue/ })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Connexion' })).toHaveCount(0);

  // By e-mail text and action: still found; an unknown address: the empty state.
  await page.getByRole('searchbox', { name: 'Utilisateur' }).fill(adminEmail.slice(0, 5));
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(row).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Utilisateur' }).fill('personne-ici@example');
  await expect(page.getByText('Aucune entrée ne correspond à ces filtres')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('searchbox', { name: 'Utilisateur' })).toHaveValue('');
  await expect(row).toHaveCount(1);

  expect(await violations(page)).toEqual([]);

  // English, dark, phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Audit log entries' })
      .getByRole('row')
      .filter({ hasText: `#${language.id}` })
      .filter({ hasText: 'Created' }),
  ).toHaveCount(1);
  await pageShot(page, 'audit-en-dark-phone');
  expect(await violations(page)).toEqual([]);
});
