import type { APIRequestContext } from '@playwright/test';
import { multipartPayload, wavTone } from '@server/test/audio-fixtures';
import type { WordEntry } from '@shared/schemas/words';
import { expect, snapshot, test } from '../fixtures';
import { hydrated } from '../support/page';
import { languageId } from '../support/api';

async function createWordWithAudio(request: APIRequestContext, localWord: string, run: string) {
  const form = await multipartPayload(
    {
      languageId: String(await languageId(request, 'Lingala')),
      localWord,
      pronunciation: '/mɔ́tɔ/',
      frenchWord: `feu ${run}`,
      frenchDefinition: 'Dégagement de chaleur et de lumière.',
      englishWord: `fire ${run}`,
      notes: 'Mot de test des parcours publics.',
    },
    [{ field: 'audio1', name: 'moto.wav', type: 'audio/wav', data: wavTone(3) }],
  );
  const response = await request.post('/api/words', {
    headers: form.headers,
    data: form.payload,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WordEntry;
}

test('from the home page: a word typed without tones, its page, its recording played and stopped', async ({
  page,
  data,
}) => {
  // The word is added by staff through the API; the visitor is anonymous.
  const run = data.unique();
  const word = `mɔ́tɔ${run}`;
  const created = await createWordWithAudio(data.api, word, run);
  // A saying that uses the word, written in Lingala too (the expression has no language of its
  // own: the word's applies).
  const saying = `Mɔ́tɔ${run} ezali makasi`;
  await data.expression({ expression: saying, words: [created.localWord.id] });

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Rechercher un mot' }).fill(`moto${run}`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(`/browse?q=moto${run}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Résultats pour « moto${run} »`);
  await expect(page.getByText('1 mot', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: word });
  await expect(card).toContainText('Lingala');
  await expect(card).toContainText(`feu ${run}`);
  await expect(card).toContainText(`fire ${run}`);
  await expect(card.getByRole('link', { name: word })).toHaveAttribute('lang', 'ln');
  await snapshot(page, 'browse-search');

  await card.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL(`/word/${encodeURIComponent(word)}`);
  const heading = page.getByRole('heading', { level: 1, name: word });
  await expect(heading).toHaveAttribute('lang', 'ln');
  await expect(page.getByText('/mɔ́tɔ/')).toBeVisible();
  await expect(page.getByText('Mot de test des parcours publics.')).toBeVisible();
  // The French panel is marked French, whatever the interface language.
  const definition = page.getByText('Dégagement de chaleur et de lumière.');
  expect(await definition.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
  await expect(page.getByText('Kinshasa')).toBeVisible();
  await expect(page).toHaveTitle(`${word} (Lingala) : feu ${run}, fire ${run} — Maneno`);
  // The expressions that use the word, each marked with its language like the word, playable.
  const expressions = page.getByRole('region', { name: 'Expressions avec ce mot' });
  await expect(expressions.getByText(saying, { exact: true })).toHaveAttribute('lang', 'ln');
  await expect(
    expressions.getByRole('button', { name: `Écouter « ${saying} », enregistrement 1` }),
  ).toBeVisible();

  const play = page.getByRole('button', { name: `Écouter « ${word} »` });
  await play.click();
  await expect(play).toHaveAttribute('data-state', 'playing');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await snapshot(page, 'word-page-playing');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  expect(created.localWord.audioUrl).toMatch(/^\/api\/audio\/files\//);
});

test('the language grid opens the browse page of a language, by first letter too', async ({
  page,
}) => {
  await page.goto('/');
  const languages = page.getByRole('region', { name: 'Les langues' });
  await languages.getByRole('link', { name: /^Zulu/ }).click();
  await expect(page).toHaveURL(/\/browse\?language=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mots en Zulu');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue(/\d+/);
  const results = page.getByRole('list', { name: 'Mots trouvés' });
  await expect(results.getByRole('article').first()).toBeVisible();
  for (const badge of await results.getByText('Zulu', { exact: true }).all())
    await expect(badge).toBeVisible();
  await expect(results.getByText(/^(Swahili|Lingala)$/)).toHaveCount(0);

  // Zulu's alphabet, each letter named with its count; "i" lists inja, indlu, ingane... and
  // nothing else.
  const letters = page.getByRole('navigation', { name: 'Parcourir par lettre' });
  const letterI = letters.getByRole('link', { name: /^I, \d+ mots?$/ });
  await letterI.click();
  await expect(page).toHaveURL(/letter=i/);
  await expect(letterI).toHaveAttribute('aria-current', 'page');
  // Wait for the list of the letter to replace the language's whole list.
  const headings = results.getByRole('heading', { level: 2 });
  await expect
    .poll(async () => {
      const shown = await headings.allTextContents();
      return shown.length > 1 && shown.every((name) => name.startsWith('i'));
    })
    .toBe(true);
  const names = await headings.allTextContents();
  expect([...names].sort()).toEqual(names);
  await snapshot(page, 'browse-letter');

  // Another language from the filter.
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Swahili' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mots en Swahili');
  await expect(page).not.toHaveURL(/letter=/);
});

test('an unknown word shows "Mot introuvable", with a 404 status', async ({ page }) => {
  const response = await page.goto('/word/inexistant-zzq');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(/^Mot introuvable/);
});

test('switching to English changes the interface strings of the public pages', async ({
  page,
  data,
}) => {
  // A spelling two languages share (test data), so that the counts are this test's own.
  const word = data.unique('mbwa');
  for (const language of ['Swahili', 'Lingala'])
    await data.word({ language, localWord: word, frenchWord: 'chien', englishWord: 'dog' });
  await page.goto(`/browse?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Résultats pour « ${word} »`);
  await hydrated(page);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/browse?q=${word}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(page.getByText('2 words', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.goto(`/en/word/${word}`);
  await expect(page.getByText('This word exists in 2 languages.')).toBeVisible();
  await snapshot(page, 'word-page-en');
  // Once React has taken over, the switch also remembers the choice.
  await hydrated(page);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/word/${word}`);
  // Both entries, each naming its language.
  await expect(page.getByText('Ce mot existe dans 2 langues.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: word })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lingala', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Swahili', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the home and word pages fit the screen', async ({ page }) => {
    for (const path of ['/', '/browse?q=ngombe', '/word/mbwa']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await snapshot(page, 'word-page-phone');
  });
});
