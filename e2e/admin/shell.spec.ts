import { expect, snapshot, test } from '../fixtures';
import { holdRequests } from '../support/page';

const NAV_LINKS = [
  ['Tableau de bord', '/dashboard'],
  ['Langues', '/languages'],
  ['Mots', '/words'],
  ['Expressions', '/expressions'],
  ['Équivalences', '/cross-language'],
  ['Pays/Régions', '/countries-regions'],
  ['Localités', '/localities'],
  ['Dictionnaire international', '/international-dictionary'],
  ['Modération', '/moderation'],
  ['Utilisateurs', '/users'],
  ["Journal d'audit", '/audit'],
] as const;

test('the sidebar lists every back-office section and marks the current one', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await expect(nav.getByRole('link')).toHaveText(NAV_LINKS.map(([label]) => label));
  for (const [label, href] of NAV_LINKS) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Mots' }).click();
  await expect(page).toHaveURL('/words');
  await expect(nav.getByRole('link', { name: 'Mots' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.getByRole('link', { name: 'Mot de passe' })).toHaveAttribute(
    'href',
    '/change-password',
  );
});

test('a back-office page shows a spinner while the session loads, then the page', async ({
  adminPage,
}) => {
  const page = adminPage;
  const answer = await holdRequests(page, '**/api/auth/me');
  const asked = page.waitForRequest('**/api/auth/me');
  await page.goto('/dashboard');
  await asked;
  // A status region that says it is loading, and nothing of the page yet.
  const spinner = page.getByRole('status').filter({ hasText: 'Chargement...' });
  await expect(spinner).toBeVisible();
  await expect(spinner.locator('[data-slot="spinner"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0);
  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('Ctrl+B collapses the sidebar to icons and the cookie remembers it', async ({
  adminPage,
  context,
}) => {
  const page = adminPage;
  await page.goto('/dashboard');
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie?.path).toBe('/');
  // max-age 604800 s: the cookie expires in about seven days.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await snapshot(page, 'dashboard-sidebar-collapsed');

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar opens as a sheet and closes on navigation', async ({ adminPage }) => {
    const page = adminPage;
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeHidden();
    await snapshot(page, 'mobile-dashboard');

    await page.locator('[data-slot="sidebar-trigger"]').click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('data-mobile', 'true');
    expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0); // 18rem
    await expect(sheet.getByRole('link', { name: 'Utilisateurs' })).toBeVisible();
    await snapshot(page, 'mobile-sheet', { fullPage: false });

    await sheet.getByRole('link', { name: 'Mots' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL('/words');
  });
});
