import type { Page } from '@playwright/test';
import { expect, snapshot, test, toast } from '../fixtures';
import { toneWav } from '../support/audio';
import { createExpression, createWord, getExpression } from '../support/api';

const wordList = (page: Page) => page.getByRole('list', { name: 'Liste des mots' });
const wordArticle = (page: Page, word: string) =>
  wordList(page).getByRole('article', { name: word, exact: true });

test('the search ignores tone marks, starts at page 1 and says when nothing matches', async ({
  adminPage,
  data,
}) => {
  const page = adminPage;
  const run = data.unique();
  const toned = `ɓɔ́ŋgɛ̀${run}`;
  await createWord(page.request, { language: 'Lingala', localWord: toned, frenchWord: 'essai' });

  await page.goto('/words?page=2');
  await expect(page.getByText(/^Affichage de 21 à \d+ sur \d+$/)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher un mot' });

  // Typed without tone marks or special letters: the word is found, written as it is stored.
  await search.fill(`bonge${run}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=bonge${run}$`));
  await expect(page).not.toHaveURL(/page=/);
  await expect(wordList(page).getByRole('article')).toHaveCount(1);
  const found = wordArticle(page, toned);
  await expect(found).toBeVisible();
  await expect(found.getByRole('heading')).toHaveText(toned);
  await expect(found).toContainText('Lingala');
  await expect(found).toContainText('essai');
  // The list's count says that it counts every status (the dashboard's, approved words).
  await expect(page.getByText('1 mot (tous statuts)', { exact: true })).toBeVisible();

  // The demo's Lingala 'ngɔmbɛ' is found as "ngombe".
  await search.fill('ngombe');
  await expect(wordArticle(page, 'ngɔmbɛ')).toBeVisible();

  await search.fill(`zzq${run}`);
  await expect(
    page.getByRole('heading', { name: `Aucun résultat trouvé pour "zzq${run}"` }),
  ).toBeVisible();
  await snapshot(page, 'words-no-result');

  // A reload keeps the search, in the box too.
  await page.reload();
  await expect(search).toHaveValue(`zzq${run}`);
  await search.fill('');
  await expect(page).toHaveURL(/\/words$/);
  await expect(wordList(page).getByRole('listitem')).toHaveCount(20);
});

test('an audio plays, its button switches to stop and back; one recording plays at a time', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const word = `sauti${run}`;
  await createWord(
    page.request,
    { language: 'Swahili', localWord: word, frenchWord: 'son', englishWord: 'sound' },
    [toneWav(1.2), toneWav(3, 660)],
  );
  await page.goto(`/words?q=${word}`);
  const article = wordArticle(page, word);
  const first = article.getByRole('button', { name: "Écouter l'audio 1" });
  const second = article.getByRole('button', { name: "Écouter l'audio 2" });
  await expect(first).toHaveAttribute('aria-pressed', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('data-state', 'playing');
  await snapshot(page, 'words-audio-playing', { fullPage: false });
  // The first tone lasts 1.2 s: the button resets when it ends.
  await expect(first).toHaveAttribute('aria-pressed', 'false', { timeout: 5_000 });

  // Clicking the playing item stops it.
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');

  // Starting the second recording stops the first.
  await first.click();
  await expect(first).toHaveAttribute('data-state', 'playing');
  await second.click();
  await expect(second).toHaveAttribute('data-state', 'playing');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'words-audio-phone', { fullPage: false });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'false');
});

test('a word used by expressions: the dialog lists what goes and what stays, then deletes and unlinks', async ({
  adminPage,
  data,
}) => {
  const run = data.unique();
  const page = adminPage;
  const word = `futa${run}`;
  const partner = `pamoja${run}`;
  const marker = `methali${run}`;
  const [deleted, kept] = await Promise.all([
    createWord(page.request, { language: 'Swahili', localWord: word, frenchWord: 'effacer' }),
    createWord(page.request, { language: 'Swahili', localWord: partner, frenchWord: 'ensemble' }),
  ]);
  // The word is the only word of the first expression, and shares the others with a second word;
  // the last one has no text at all.
  const alone = await createExpression(page.request, {
    expression: `${marker} peke yake`,
    words: [deleted.localWord.id],
  });
  const shared = await createExpression(page.request, {
    expression: `${marker} pamoja`,
    words: [deleted.localWord.id, kept.localWord.id],
  });
  const blank = await createExpression(page.request, {
    words: [kept.localWord.id, deleted.localWord.id],
  });

  await page.goto(`/words?q=${word}`);
  const remove = wordArticle(page, word).getByRole('button', { name: `Supprimer ${word}` });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer le mot?' });
  await expect(dialog).toContainText(word);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // The first confirmation deletes nothing: the server names the expressions concerned.
  await remove.click();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'Ce mot est utilisé par des expressions' });
  await expect(warning).toContainText(
    'Les expressions dont ce mot est le seul mot seront supprimées ; les autres seront seulement déliées de ce mot.',
  );
  await expect(
    warning.getByRole('list', { name: 'Expressions supprimées (1)' }).getByRole('listitem'),
  ).toHaveText([`${marker} peke yake`]);
  await expect(
    warning.getByRole('list', { name: 'Expressions déliées (2)' }).getByRole('listitem'),
  ).toHaveText([`${marker} pamoja`, '(Sans texte)']);
  await snapshot(page, 'words-delete-expressions', { fullPage: false });
  expect((await page.request.get(`/api/expressions/${alone.id}`)).status()).toBe(200);

  await warning.getByRole('button', { name: 'Supprimer quand même' }).click();
  await expect(toast(page)).toContainText('Succès');
  await expect(toast(page)).toContainText(
    `Le mot « ${word} » a été supprimé. 1 expression supprimée. 2 expressions déliées.`,
  );
  await expect(warning).toBeHidden();
  await expect(wordArticle(page, word)).toHaveCount(0);

  // The expressions list: the word's own expression is gone; the shared one stays, without it.
  await page.goto(`/expressions?q=${marker}`);
  const expressions = page.getByRole('list', { name: 'Liste des expressions' });
  await expect(expressions.getByRole('article')).toHaveCount(1);
  const remaining = expressions.getByRole('article', { name: `${marker} pamoja`, exact: true });
  await expect(remaining.getByRole('list', { name: 'Mots liés' }).getByRole('listitem')).toHaveText(
    [partner],
  );
  await expect(expressions.getByRole('article', { name: `${marker} peke yake` })).toHaveCount(0);
  expect((await page.request.get(`/api/expressions/${alone.id}`)).status()).toBe(404);
  expect((await getExpression(page.request, shared.id)).linkedWords.map((w) => w.id)).toEqual([
    kept.localWord.id,
  ]);
  expect((await getExpression(page.request, blank.id)).linkedWords.map((w) => w.id)).toEqual([
    kept.localWord.id,
  ]);
});
