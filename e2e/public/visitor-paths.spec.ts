import type { Locator, Page } from '@playwright/test';
import { expect, snapshot, test } from '../fixtures';
import { toneWav } from '../support/audio';
import type { Data } from '../support/data';
import { hydrated } from '../support/page';

/*
 * A visitor's ways on through the public site: a word not found suggests the right one, a word
 * page leads back to the search it was opened from as it was left, and on a phone every control
 * takes a finger and a screen holds six results.
 */

/** Words of a language of their own, all starting with one token no other journey has. */
async function wordsOf(data: Data, count: number, { audio = false } = {}) {
  const language = await data.language();
  const run = data.unique();
  // The token, a word, then a, b, ... y: the search lists them in that order. Not a letter
  // straight after the token, or another journey's token one letter on would be one typo away.
  const words = Array.from({ length: count }, (_, i) => `${run}neno${String.fromCharCode(97 + i)}`);
  for (const [i, localWord] of words.entries()) {
    await data.word(
      {
        language: language.name,
        localWord,
        frenchWord: `sens ${localWord}`,
        englishWord: `meaning ${localWord}`,
      },
      audio && i === 0 ? [toneWav(0.3)] : [],
    );
  }
  return { run, words, language };
}

test('an unknown word suggests the word meant, which opens its page', async ({ page, data }) => {
  const { words } = await wordsOf(data, 1);
  const [word] = words as [string];
  // One letter too many: found by the typo-tolerant search, not by the slug.
  const response = await page.goto(`/word/${word}z`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher un mot' })).toHaveValue(`${word}z`);

  const suggestions = page.getByRole('region', { name: 'Vouliez-vous dire :' });
  await snapshot(page, 'word-not-found-suggestions');
  await hydrated(page);
  await suggestions.getByRole('link', { name: new RegExp(`^${word}`) }).click();
  await expect(page).toHaveURL(`/word/${word}`);
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  await expect(page.getByText(`sens ${word}`)).toBeVisible();
});

test('back from a word opened from a search: the search, its results loaded with "more" and the place', async ({
  page,
  data,
}) => {
  const { run, words } = await wordsOf(data, 25);
  await page.goto(`/browse?q=${run}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await hydrated(page);
  await page.getByRole('button', { name: 'Afficher plus de mots' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page).toHaveURL(`/browse?q=${run}&shown=25`);
  await snapshot(page, 'browse-more-desktop', { fullPage: false });

  // A word far down the list, scrolled to.
  const target = words[22]!;
  const link = page.getByRole('link', { name: target, exact: true });
  await link.scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(1000);

  const backAgain = async (how: () => Promise<unknown>) => {
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
    await how();
    await expect(page).toHaveURL(`/browse?q=${run}&shown=25`);
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole('searchbox', { name: 'Rechercher un mot' })).toHaveValue(run);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(place, -1);
    await expect(link).toBeInViewport();
  };
  // The browser's Back, then the page's own link.
  await backAgain(() => page.goBack());
  await backAgain(() => page.getByRole('link', { name: 'Retour aux résultats' }).click());

  // Reloaded, the address alone brings the 25 results back, rendered by the server.
  const response = await page.request.get(`/browse?q=${run}&shown=25`);
  expect((await response.text()).match(/<article/g)).toHaveLength(25);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Every control (button, link, field) shown on the page: where it is, and its size. */
  async function controlSizes(page: Page) {
    const controls = page.locator('button, a[href], input, select, [role="button"]');
    const sizes: { name: string; width: number; height: number }[] = [];
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      sizes.push({ name: await describe(control), width: box.width, height: box.height });
    }
    return sizes;
  }
  const describe = (control: Locator) =>
    control.evaluate(
      (el) =>
        `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`,
    );

  async function expectFingerSized(page: Page, path: string) {
    const sizes = await controlSizes(page);
    expect(sizes.length, path).toBeGreaterThan(3);
    const small = sizes.filter(({ width, height }) => width < 44 || height < 44);
    expect(small, path).toEqual([]);
    const smallest = (key: 'width' | 'height') => Math.min(...sizes.map((s) => s[key]));
    console.log(
      `${path}: ${sizes.length} controls, smallest ${smallest('width')} x ${smallest('height')} px`,
    );
  }

  test('every control takes a finger, and a screen holds six results', async ({ page, data }) => {
    const { run, words } = await wordsOf(data, 8, { audio: true });

    await page.goto(`/browse?q=${run}`);
    const cards = page.getByRole('list', { name: 'Mots trouvés' }).getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(
      cards.first().getByRole('button', { name: `Écouter « ${words[0]} »` }),
    ).toBeVisible();
    await expectFingerSized(page, '/browse?q=');
    // The first six cards, from the top of the first to the bottom of the sixth.
    const first = (await cards.nth(0).boundingBox())!;
    const sixth = (await cards.nth(5).boundingBox())!;
    const span = sixth.y + sixth.height - first.y;
    console.log(`browse card: ${first.height} px; six cards span ${span} px`);
    expect(span).toBeLessThanOrEqual(844);
    await snapshot(page, 'browse-phone', { fullPage: false });
    // Each card still says what the word means, in French first.
    await expect(cards.first()).toContainText(`sens ${words[0]}`);

    // The letter bar and "more" of the whole dictionary.
    await page.goto('/browse');
    await expect(page.getByRole('navigation', { name: 'Parcourir par lettre' })).toBeVisible();
    await expectFingerSized(page, '/browse');

    await page.goto(`/word/${words[0]}`);
    await expect(page.getByRole('heading', { level: 1, name: words[0] })).toBeVisible();
    await expect(page.getByRole('button', { name: `Écouter « ${words[0]} »` })).toBeVisible();
    await expectFingerSized(page, '/word/');
    await snapshot(page, 'word-page-phone-controls');

    // A word not found: its search box and suggestions.
    await page.goto(`/word/${words[0]}z`);
    await expect(page.getByRole('region', { name: 'Vouliez-vous dire :' })).toBeVisible();
    await expectFingerSized(page, '/word/ not found');
  });
});
