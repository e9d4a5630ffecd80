import type { Locator, Page } from '@playwright/test';
import type { WordEntry } from '@shared/schemas/words';
import { expect, signInThroughApi, test, toast } from '../fixtures';
import { audioList, expectStoredWebm, startRecording, stopRecording } from '../support/audio';
import { hydrated } from '../support/page';

/** Types a sense's French or English word in by hand (it joins the reference dictionary). */
async function typeGlossByHand(sense: Locator, side: 'français' | 'anglais', word: string) {
  const label = side === 'français' ? 'Mot français' : 'Mot anglais (facultatif)';
  await sense.getByRole('combobox', { name: label }).fill(word);
  await sense.getByRole('button', { name: `Saisie manuelle du mot ${side}` }).click();
  const manual = sense.getByRole('group', { name: `${label} : saisie manuelle` });
  await expect(manual.getByLabel('Mot', { exact: true })).toHaveValue(word);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a noun made in the form, two senses, a recorded plural and a class; found by its plural without tones; its page shows it all', async ({
  page,
  browser,
  baseURL,
  data,
}) => {
  test.setTimeout(90_000);
  // The language and its classes come from the API (the classes dialog has its own tests); the
  // entry itself is made by an editor in the form, then found by an anonymous visitor.
  const run = data.unique();
  const language = await data.language({ prefix: 'Kiswahili ' });
  const classes = await data.api.put(`/api/languages/${language.id}/noun-classes`, {
    data: [
      { number: '1', label: 'm-/mw-', pluralNumber: '2' },
      { number: '2', label: 'wa-' },
    ],
  });
  expect(classes.status(), await classes.text()).toBe(200);
  const singular = `mtú${run}`;
  const plural = `watú${run}`;

  await signInThroughApi(page, await data.user('editor'));
  await page.goto('/words/new');
  await choose(page, 'Langue', language.name);
  await page.getByLabel('Mot local', { exact: true }).fill(singular);
  await choose(page, 'Catégorie grammaticale', 'nom');
  await choose(page, 'Classe nominale', '1 · m-/mw- (pluriel 2)');

  const first = page.getByRole('group', { name: 'Sens 1' });
  await typeGlossByHand(first, 'français', `personne ${run}`);
  await typeGlossByHand(first, 'anglais', `person ${run}`);
  await page.getByRole('button', { name: 'Ajouter un sens' }).click();
  const second = page.getByRole('group', { name: 'Sens 2' });
  await typeGlossByHand(second, 'français', `quelqu’un ${run}`);
  await typeGlossByHand(second, 'anglais', `someone ${run}`);

  // The plural, recorded from the (fake) microphone in its own audio field.
  await page.getByRole('button', { name: 'Ajouter une forme' }).click();
  const form = page.getByRole('group', { name: 'Forme 1' });
  await form.getByRole('textbox', { name: 'Forme', exact: true }).fill(plural);
  await stopRecording(form, await startRecording(form));
  // The word's own field stays empty: the recording is the plural's.
  await expect(audioList(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Créer le mot' }).click();
  await expect(toast(page)).toContainText(`Le mot « ${singular} » a été créé.`);
  await expect(page).toHaveURL(/\/words$/);

  // Saved as one entry: two senses in order, the class, the plural with its WebM recording.
  const found = await page.request.get(
    `/api/words/paginated?${new URLSearchParams({ search: `mtu${run}`, limit: '10' })}`,
  );
  const [saved, ...others] = ((await found.json()) as { data: WordEntry[] }).data;
  expect(others).toHaveLength(0);
  expect(saved!.localWord).toMatchObject({ partOfSpeech: 'noun', nounClass: '1' });
  expect(saved!.senses.map((s) => [s.frenchWord?.word, s.englishWord?.word])).toEqual([
    [`personne ${run}`, `person ${run}`],
    [`quelqu’un ${run}`, `someone ${run}`],
  ]);
  expect(saved!.forms).toMatchObject([{ kind: 'plural', form: plural }]);
  await expectStoredWebm(page.request, saved!.forms[0]!.audioUrl!);

  // A visitor types the plural without its tone on the home page.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/');
  await visitor.getByRole('searchbox', { name: 'Rechercher un mot' }).fill(`watu${run}`);
  await visitor.getByRole('button', { name: 'Rechercher' }).click();
  const card = visitor.getByRole('article', { name: singular });
  await expect(card).toContainText(`pluriel de ${singular}`);

  await card.getByRole('link', { name: singular }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: singular })).toBeVisible();
  await expect(visitor.getByText('classe 1 · m-/mw-')).toBeVisible();
  const senses = visitor.getByRole('region', { name: 'Sens' });
  await expect(senses.getByRole('listitem')).toHaveCount(2);
  await expect(senses.getByRole('listitem').first()).toContainText(`personne ${run}`);
  await expect(senses.getByRole('listitem').nth(1)).toContainText(`someone ${run}`);
  const forms = visitor.getByRole('region', { name: 'Autres formes' });
  await expect(forms).toContainText(`Pluriel : ${plural}`);
  const play = forms.getByRole('button', { name: `Écouter « ${plural} »` });
  // The page may have come rendered by the server: its button plays once React has taken it.
  await hydrated(visitor);
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await visitor.context().close();
});
