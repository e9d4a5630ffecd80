import { expect, test } from '../fixtures';
import { hydrated } from '../support/page';

// A browser set to British English: it asks for English pages (Accept-Language: en-GB).
test.use({ locale: 'en-GB' });

test('an English browser lands on the English site, searches, opens a word, and switches to French for good', async ({
  page,
  data,
}) => {
  const run = data.unique();
  const word = `ndako${run}`;
  await data.word({
    language: 'Lingala',
    localWord: word,
    frenchWord: `maison ${run}`,
    englishWord: `house ${run}`,
  });

  // A first visit: the home page sends the browser to its English address.
  const landing = await page.goto('/');
  expect(landing?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  await expect(page).toHaveURL('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText("Preserving Africa's heritage, one word at a time")).toBeVisible();

  // Searching and following a result stay at the English addresses.
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search for a word' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/en/browse?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  const card = page.getByRole('article', { name: word });
  await expect(card).toContainText(`house ${run}`);
  await card.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL(`/en/word/${word}`);
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  await expect(page).toHaveTitle(`${word} (Lingala): house ${run}, maison ${run} — Maneno`);

  // Loaded afresh, the English word page names its French address, and the French one back.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const alternate = (hreflang: string) =>
    page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(alternate('fr')).toHaveAttribute('href', new RegExp(`[^n]/word/${word}$`));
  await expect(alternate('en')).toHaveAttribute('href', new RegExp(`/en/word/${word}$`));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/word/${word}$`),
  );

  // The switch leads to the same word in French...
  await hydrated(page);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/word/${word}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(`${word} (Lingala) : maison ${run}, house ${run} — Maneno`);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    `/en/word/${word}`,
  );

  // ...and French it stays: on reload, and at the home page, though the browser prefers English.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText("Préserver l'héritage africain, un mot à la fois")).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the English pages search in English, and the switch to French is not bounced back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await page.getByRole('searchbox').first().fill('mbwa');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/en/browse?q=mbwa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “mbwa”');

    await page.goto('/en/');
    // A link of the site to `/` (no cookie is set without JavaScript): the French page it names.
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
