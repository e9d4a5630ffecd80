import type { Page } from '@playwright/test';
import { toneWav } from '../support/audio';
import { expect, test, toast } from '../fixtures';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a language with words: the delete dialog counts what goes and needs its name; the trash brings it back', async ({
  adminPage,
  admin,
  data,
  browser,
  baseURL,
}) => {
  const page = adminPage;
  const language = await data.language({ prefix: 'Kikongo ' });
  const name = language.name;
  const entry = await data.word(
    { language: name, localWord: data.unique('maza'), frenchWord: data.unique('eau') },
    [toneWav(0.3)],
  );
  const localWord = entry.localWord.localWord;
  await data.word({
    language: name,
    localWord: data.unique('nzo'),
    frenchWord: data.unique('maison'),
  });
  await data.expression({
    expression: data.unique('maza ya '),
    words: [entry.localWord.id],
    languageId: language.id,
  });
  // A visitor's view of the word's public page.
  const visitor = await browser.newPage({ baseURL });
  const wordPage = `/word/${encodeURIComponent(localWord)}`;
  expect((await visitor.goto(wordPage))?.status()).toBe(200);

  await page.goto('/languages');
  await page.getByRole('searchbox', { name: 'Rechercher une langue' }).fill(name);
  await card(page, name)
    .getByRole('button', { name: `Supprimer ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la langue?' });
  await expect(dialog).toContainText(
    '2 mots, 1 expression et 2 enregistrements seront supprimés avec elle.',
  );
  await expect(dialog).toContainText('pendant 90 jours');
  const confirm = dialog.getByRole('button', { name: 'Supprimer', exact: true });
  await expect(confirm).toBeDisabled();
  const field = dialog.getByRole('textbox', {
    name: `Pour confirmer, saisissez le nom de la langue : « ${name} »`,
  });
  await field.fill(name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await field.fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page)).toContainText(`« ${name} » a été placée dans la corbeille.`);
  await expect(card(page, name)).toHaveCount(0);
  expect((await visitor.goto(wordPage))?.status()).toBe(404);

  // The trash, from the sidebar: what went, who, when; restored, everything is back publicly.
  await page.getByRole('link', { name: 'Corbeille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Langue');
  await expect(row).toContainText('2 mots, 1 expression et 2 enregistrements');
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText(/dans (89|90) jours/);
  await row.getByRole('button', { name: `Restaurer « ${name} »` }).click();
  await expect(toast(page)).toContainText(
    `La langue « ${name} » est de retour, avec ses mots et ses expressions.`,
  );
  await expect(row).toHaveCount(0);

  expect((await visitor.goto(wordPage))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: localWord })).toBeVisible();
  await visitor.goto(`/browse?language=${language.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Mots en ${name}`);
  await expect(visitor.getByRole('link', { name: localWord })).toBeVisible();
  await visitor.close();
});
