import { expect, test, toast } from '../fixtures';

/**
 * An editor gives a language its alphabet, with `ch` as one letter, and a visitor then finds the
 * words spelled with ch under their own letter on the public browse page, by keyboard too.
 */
test('a multigraph added to the alphabet moves its words to their own letter on the public browse page', async ({
  adminPage,
  browser,
  baseURL,
  data,
}) => {
  const language = await data.language({ prefix: 'Kiswahili ' });
  // Real Swahili words: tea, food, medicine, mango.
  for (const [localWord, frenchWord] of [
    ['chai', 'thé'],
    ['chakula', 'nourriture'],
    ['dawa', 'médicament'],
    ['embe', 'mangue'],
  ]) {
    await data.word({ language: language.name, localWord: localWord!, frenchWord: frenchWord! });
  }

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const letterBar = visitor.getByRole('navigation', { name: 'Parcourir par lettre' });
  // Without an alphabet, the letters are the words' folded first letters: chai is under C.
  await visitor.goto(`/browse?language=${language.id}`);
  await expect(letterBar.getByRole('link', { name: 'C, 2 mots' })).toBeVisible();

  // The editor writes the alphabet: ch is a letter between c and d.
  await adminPage.goto('/languages');
  await adminPage.getByRole('button', { name: `Alphabet de ${language.name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Alphabet' });
  await dialog
    .getByRole('textbox', { name: 'Lettres, dans l’ordre' })
    .fill('a b c ch d e f g h i j k l m n o p r s t u v w y z');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(adminPage)).toContainText('Alphabet enregistré');

  // The visitor sees every letter: C now has no word (not a link), Ch has chai and chakula.
  await visitor.goto(`/browse?language=${language.id}`);
  await expect(letterBar.getByText('C, aucun mot')).toBeAttached();
  await expect(letterBar.getByRole('link', { name: 'C, 2 mots' })).toHaveCount(0);
  const ch = letterBar.getByRole('link', { name: 'Ch, 2 mots' });
  await ch.click();
  await expect(visitor).toHaveURL(/letter=ch/);
  const results = visitor.getByRole('list', { name: 'Mots trouvés' });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(['chai', 'chakula']);

  // By keyboard: the bar is one Tab stop on the current letter; the arrows move to the next
  // letter that has words (d), Enter opens it.
  await expect(ch).toHaveAttribute('tabindex', '0');
  await ch.focus();
  await visitor.keyboard.press('ArrowRight');
  await expect(letterBar.getByRole('link', { name: 'D, 1 mot' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(/letter=d/);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(['dawa']);
  await visitor.keyboard.press('End');
  await expect(letterBar.getByRole('link', { name: 'E, 1 mot' })).toBeFocused();
  await visitor.close();
});
