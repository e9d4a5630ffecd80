import type { EquivalencesPage } from '@shared/schemas/dictionary';
import type { Language } from '@shared/schemas/languages';
import { expect, snapshot, test } from '../fixtures';
import { createWord } from '../support/api';
import { pageShot } from '../support/page';

test('two local words in different languages that share a French word make one group', async ({
  adminPage: page,
  data,
}) => {
  const run = data.unique();
  const french = `partage${run}`;
  const english = `sharing${run}`;
  const swahiliWord = `kushiriki${run}`;
  const lingalaWord = `kokabola${run}`;
  const swahili = await createWord(page.request, {
    language: 'Swahili',
    localWord: swahiliWord,
    frenchWord: french,
    englishWord: english,
  });
  const lingala = await createWord(page.request, {
    language: 'Lingala',
    localWord: lingalaWord,
    frenchWord: french,
    englishWord: english,
  });
  // The typed French word was reused: one entry for both.
  expect(lingala.frenchWord?.id).toBe(swahili.frenchWord?.id);
  const frenchId = swahili.frenchWord!.id;
  const englishId = swahili.englishWord!.id;
  const languages = (await (await page.request.get('/api/languages')).json()) as Language[];
  const isoOf = (name: string) => languages.find((l) => l.name === name)?.isoCode ?? 'und';

  // The counters are the server's, over every group.
  const answer = await page.request.get('/api/dictionary/equivalences?limit=10');
  expect(answer.status(), await answer.text()).toBe(200);
  const { counters } = (await answer.json()) as EquivalencesPage;
  expect(counters.multiLanguageGroups).toBeGreaterThanOrEqual(1);

  // The dashboard counts the groups, and leads to them.
  await page.goto('/dashboard');
  const card = page
    .getByRole('region', { name: 'Statistiques' })
    .getByRole('link', { name: /^Équivalences/ });
  await expect(card).toContainText(String(counters.totalGroups));
  await card.click();
  await expect(page).toHaveURL('/cross-language');
  await expect(page.getByRole('heading', { level: 1, name: 'Équivalences' })).toBeVisible();
  await expect(page.getByTestId('counter-totalGroups')).toHaveText(String(counters.totalGroups));
  await expect(page.getByTestId('counter-multiLanguageGroups')).toHaveText(
    String(counters.multiLanguageGroups),
  );
  await expect(page.getByTestId('counter-activeLanguages')).toHaveText(
    String(counters.activeLanguages),
  );
  await pageShot(page, 'cross-language-fr-light');

  // Found by its French word, folded (accents and case aside).
  await page
    .getByRole('searchbox', { name: 'Rechercher une équivalence' })
    .fill(french.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const list = page.getByRole('list', { name: 'Groupes d’équivalences' });
  const group = list.getByRole('article', { name: `${french} / ${english}` });
  await expect(group).toBeVisible();
  const locals = group.getByRole('list', { name: 'Mots locaux' });
  await expect(locals.getByRole('listitem')).toHaveCount(2);
  await expect(locals.getByText(swahiliWord, { exact: true })).toHaveAttribute(
    'lang',
    isoOf('Swahili'),
  );
  await expect(locals.getByText(lingalaWord, { exact: true })).toHaveAttribute(
    'lang',
    isoOf('Lingala'),
  );
  await expect(group).toContainText('2 langues');

  // The language filter: Zulu has none of them; Lingala has.
  const language = page.getByRole('combobox', { name: 'Langue', exact: true });
  await language.click();
  await page.getByRole('option', { name: 'Zulu' }).click();
  await expect(page).toHaveURL(/[?&]language=\d+/);
  await expect(page.getByRole('heading', { name: 'Aucune équivalence trouvée' })).toBeVisible();
  await language.click();
  await page.getByRole('option', { name: 'Lingala' }).click();
  await expect(group).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);

  // The pair's pages list both local words.
  await group.getByRole('link', { name: `Voir le mot français ${french}` }).click();
  await expect(page).toHaveURL(`/word/fr/${frenchId}`);
  await expect(page.getByTestId('local-equivalents-count')).toHaveText('2 mots locaux');
  const equivalents = page.getByRole('list', { name: 'Équivalents locaux' });
  await expect(equivalents.getByRole('article', { name: swahiliWord })).toContainText('Swahili');
  await expect(equivalents.getByRole('article', { name: lingalaWord })).toContainText('Lingala');
  await page.locator(`a[href="/word/en/${englishId}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: english })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.getByTestId('local-equivalents-count')).toHaveText('2 mots locaux');

  // Back to the filtered list; in the dark, in English, on a phone.
  await page.goBack();
  await page.goBack();
  await expect(group).toBeVisible();
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equivalences' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Equivalence groups' }).getByRole('article'),
  ).toHaveCount(1);
  await snapshot(page, 'cross-language-en-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'cross-language-phone-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
});
