import { multipartPayload, wavTone } from '@server/test/audio-fixtures';
import type { WordEntry } from '@shared/schemas/words';
import { expect, test } from '../fixtures';

test('a plural typed without tones finds its noun; the page shows both senses and the recorded plural', async ({
  page,
  data,
}) => {
  // Staff give a language its classes and add a noun of class 1 with two senses and a recorded
  // plural; the visitor is anonymous.
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
  const form = await multipartPayload(
    {
      languageId: String(language.id),
      localWord: singular,
      partOfSpeech: 'noun',
      nounClass: '1',
      senses: JSON.stringify([
        { frenchWord: `personne ${run}`, englishWord: `person ${run}` },
        { frenchWord: `quelqu’un ${run}`, englishWord: `someone ${run}` },
      ]),
      forms: JSON.stringify([{ kind: 'plural', form: plural }]),
    },
    [{ field: 'formAudio1', name: 'watu.wav', type: 'audio/wav', data: wavTone(1) }],
  );
  const created = await data.api.post('/api/words', { headers: form.headers, data: form.payload });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as WordEntry).forms[0]!.audioUrl).toBeTruthy();

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Rechercher un mot' }).fill(`watu${run}`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const card = page.getByRole('article', { name: singular });
  await expect(card).toContainText(`pluriel de ${singular}`);

  await card.getByRole('link', { name: singular }).click();
  await expect(page.getByRole('heading', { level: 1, name: singular })).toBeVisible();
  await expect(page.getByText('classe 1 · m-/mw-')).toBeVisible();
  const senses = page.getByRole('region', { name: 'Sens' });
  await expect(senses.getByRole('listitem').first()).toContainText(`personne ${run}`);
  await expect(senses).toContainText(`someone ${run}`);
  const forms = page.getByRole('region', { name: 'Autres formes' });
  await expect(forms).toContainText(`Pluriel : ${plural}`);
  const play = forms.getByRole('button', { name: `Écouter « ${plural} »` });
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
});
