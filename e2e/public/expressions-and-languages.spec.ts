import { expect, test } from '../fixtures';
import { hydrated } from '../support/page';

test('a visitor goes from the home page to a language, one of its sayings, and a word it uses', async ({
  page,
  data,
}) => {
  const run = data.unique();
  // A language spoken in a Tanzanian town, with a published word and a saying that uses it.
  const countries = (await (await data.api.get('/api/countries')).json()) as {
    id: number;
    iso2: string;
  }[];
  const tanzania = countries.find((c) => c.iso2 === 'TZ')!;
  const place = await data.api.post('/api/localities', {
    data: { name: `Mji ${run}`, countryId: tanzania.id },
  });
  expect(place.status(), await place.text()).toBe(201);
  const language = await data.language({
    prefix: 'Kiswahili ',
    isoCode: `sw-${run}`,
    localityIds: [((await place.json()) as { id: number }).id],
  });
  const word = `kibaba${run}`;
  const entry = await data.word({
    language: language.name,
    localWord: word,
    frenchWord: `mesure ${run}`,
    englishWord: `measure ${run}`,
  });
  const text = `Haba na haba hujaza ${word}`;
  await data.expression({
    expression: text,
    description: "Petit à petit, l'oiseau fait son nid.",
    words: [entry.localWord.id],
    languageId: language.id,
  });

  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: `Page de la langue ${language.name}` }).click();
  await expect(page).toHaveURL(`/language/sw-${run}`);
  await expect(page.getByRole('heading', { level: 1, name: language.name })).toBeVisible();
  // Where it is spoken: the map drawn on the server, and the place by name.
  const map = page.getByRole('img', { name: /Tanzanie/ });
  await expect(map).toBeVisible();
  // Loaded (lazily): an image that failed has no natural width.
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(`Mji ${run} (Tanzanie)`)).toBeVisible();
  await expect(page.getByRole('link', { name: word })).toBeVisible();
  // The data licence, named and linked, above the dictionary's downloads.
  const downloads = page.getByRole('region', { name: 'Télécharger ce dictionnaire' });
  await expect(
    downloads.getByRole('link', {
      name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    }),
  ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
  await expect(downloads.getByRole('link', { name: /^LIFT/ })).toBeVisible();

  await page.getByRole('link', { name: 'Ses proverbes et expressions' }).click();
  await expect(page).toHaveURL(`/browse/expressions?language=${language.id}`);
  await page.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(new RegExp(`/expression/\\d+-haba-na-haba-hujaza-${word}$`));
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  await expect(page.getByText("Petit à petit, l'oiseau fait son nid.")).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Écouter « ${text} »`) })).toBeVisible();

  await page.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL(`/word/${word}`);
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  // And back from the word to the saying, which its page lists.
  await expect(page.getByRole('link', { name: text })).toBeVisible();
});
