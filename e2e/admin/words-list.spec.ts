import type { Page } from '@playwright/test';
import type { PaginatedWords } from '@shared/schemas/words';
import { expect, snapshot, test, toast } from '../fixtures';
import { toneWav } from '../support/audio';
import { createExpression, createWord, getExpression } from '../support/api';
import {
  backToLightFrench,
  holdRequests,
  recordSearches,
  seenAsContributor,
  stillShot,
} from '../support/page';

/** Names unique to this run, so that a rerun on the same data never meets its own leftovers. */
const run = Date.now().toString(36).slice(-5);

const wordList = (page: Page) => page.getByRole('list', { name: 'Liste des mots' });
const wordArticle = (page: Page, word: string) =>
  wordList(page).getByRole('article', { name: word, exact: true });

test('the list pages through the dictionary; page, size and view survive reload and back', async ({
  adminPage,
}) => {
  const page = adminPage;
  const { pagination } = (await (
    await page.request.get('/api/words/paginated?limit=10')
  ).json()) as PaginatedWords;
  const total = pagination.total;
  expect(total).toBeGreaterThan(20);

  await page.goto('/words');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire des mots' }),
  ).toBeVisible();
  await expect(page.getByText(`${total} mots`, { exact: true })).toBeVisible();
  await expect(wordList(page).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText(`Affichage de 1 à 20 sur ${total}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouveau mot' })).toHaveAttribute(
    'href',
    '/words/new',
  );
  const first = wordList(page).getByRole('article').first();
  await expect(first.getByRole('link', { name: /^Modifier / })).toHaveAttribute(
    'href',
    /^\/words\/edit\/\d+$/,
  );
  await snapshot(page, 'words-list-fr-light');

  // Page 2 through the pager; the address keeps it across a reload; Back returns to page 1.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByText(`Affichage de 21 à ${Math.min(40, total)} sur ${total}`),
  ).toBeVisible();
  await page.reload();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/words$/);
  await expect(page.getByText(`Affichage de 1 à 20 sur ${total}`)).toBeVisible();

  // 10 per page: back to page 1, more pages.
  await page.getByRole('combobox', { name: 'Mots par page' }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '50', '100']);
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/[?&]limit=10\b/);
  await expect(wordList(page).getByRole('listitem')).toHaveCount(10);
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(
    Math.min(5, Math.ceil(total / 10)),
  );
  await expect(pager.getByRole('button', { name: 'Précédent' })).toBeDisabled();

  // Cards, kept in the address.
  const view = page.getByRole('group', { name: 'Affichage' });
  await view.getByRole('button', { name: 'Cartes' }).click();
  await expect(view.getByRole('button', { name: 'Cartes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]view=cards\b/);
  await expect(wordList(page).locator('[data-slot="card"]')).toHaveCount(10);
  await snapshot(page, 'words-cards-fr-light');
  await page.reload();
  await expect(view.getByRole('button', { name: 'Cartes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Mots par page' })).toHaveText('10');
  await view.getByRole('button', { name: 'Liste' }).click();
  await expect(page).not.toHaveURL(/view=/);
});

test('the pager shows a window of at most five pages around the current one', async ({
  adminPage,
}) => {
  const page = adminPage;
  // A long dictionary, simulated: page 7 of 12.
  await page.route('**/api/words/paginated?*', async (route) => {
    const url = new URL(route.request().url());
    const pageNumber = Number(url.searchParams.get('page'));
    url.searchParams.set('page', '1');
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as PaginatedWords;
    await route.fulfill({
      response,
      json: {
        ...body,
        pagination: { ...body.pagination, page: pageNumber, total: 235, totalPages: 12 },
      },
    });
  });
  await page.goto('/words?page=7');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText([
    '5',
    '6',
    '7',
    '8',
    '9',
  ]);
  await expect(pager.getByRole('link', { name: 'Précédent' })).toHaveAttribute(
    'href',
    '/words?page=6',
  );
  await expect(pager.getByRole('link', { name: 'Suivant' })).toHaveAttribute(
    'href',
    '/words?page=8',
  );
  await pager.getByRole('link', { name: 'Page 9' }).click();
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText([
    '7',
    '8',
    '9',
    '10',
    '11',
  ]);
  await pager.getByRole('link', { name: 'Page 11' }).click();
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText([
    '8',
    '9',
    '10',
    '11',
    '12',
  ]);
});

test('the search ignores tone marks, waits for 2 characters, starts at page 1 and says when nothing matches', async ({
  adminPage,
}) => {
  const page = adminPage;
  const toned = `ɓɔ́ŋgɛ̀${run}`;
  await createWord(page.request, { language: 'Lingala', localWord: toned, frenchWord: 'essai' });

  await page.goto('/words?page=2');
  const search = page.getByRole('searchbox', { name: 'Rechercher un mot' });
  // One character does not filter.
  await search.fill('b');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/[?&]page=2\b/);

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
  await expect(page.getByText('1 mot', { exact: true })).toBeVisible();

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

test('the search waits for typing to pause: one request for a word typed quickly, not one per key', async ({
  adminPage,
}) => {
  const page = adminPage;
  await page.goto('/words');
  await expect(wordList(page).getByRole('listitem')).toHaveCount(20);
  const searches = recordSearches(page, '/api/words/paginated');

  // Six keys, 40 ms apart: well inside the 300 ms pause.
  await page
    .getByRole('searchbox', { name: 'Rechercher un mot' })
    .pressSequentially('ngombe', { delay: 40 });
  await expect(wordArticle(page, 'ngɔmbɛ')).toBeVisible();
  // Long enough for any late request to have left.
  await page.waitForTimeout(600);
  expect(searches).toEqual(['ngombe']);
});

test('an audio plays, its button switches to stop and back; one recording plays at a time', async ({
  adminPage,
}) => {
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

test('a broken audio file shows the playback error', async ({ adminPage }) => {
  const page = adminPage;
  const word = `kimya${run}`;
  await createWord(page.request, { language: 'Swahili', localWord: word, frenchWord: 'silence' }, [
    toneWav(0.5),
  ]);
  await page.route('**/api/audio/files/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/words?q=${word}`);
  const play = wordArticle(page, word).getByRole('button', { name: "Écouter l'audio 1" });
  await play.click();
  await expect(toast(page)).toContainText('Erreur de lecture');
  await expect(toast(page)).toContainText('Impossible de lire le fichier audio');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
});

test('a stored address outside this server is played through a signed URL, and its failure said', async ({
  adminPage,
}) => {
  const page = adminPage;
  const word = `wingu${run}`;
  const created = await createWord(
    page.request,
    { language: 'Swahili', localWord: word, frenchWord: 'nuage' },
    [toneWav(0.8)],
  );
  const localUrl = created.localWord.audioUrl!;
  const remote = `s3://maneno-audio/words/${run}.wav`;
  // The list answers as if the file were kept in S3.
  await page.route('**/api/words/paginated?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as PaginatedWords;
    for (const entry of body.data) {
      if (entry.localWord.id === created.localWord.id) entry.localWord.audioUrl = remote;
    }
    await route.fulfill({ response, json: body });
  });
  const asked: string[] = [];
  let fail = false;
  await page.route('**/api/audio/signed-url?*', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('url') ?? '');
    await (fail
      ? route.fulfill({ status: 502, json: { message: 'S3 down', code: 'INTERNAL' } })
      : route.fulfill({ json: { signedUrl: localUrl } }));
  });

  await page.goto(`/words?q=${word}`);
  const play = wordArticle(page, word).getByRole('button', { name: "Écouter l'audio 1" });
  await play.click();
  await expect(play).toHaveAttribute('data-state', 'playing');
  expect(asked).toEqual([remote]);
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');

  fail = true;
  await play.click();
  await expect(toast(page)).toContainText('Erreur de lecture');
  await expect(toast(page)).toContainText('Impossible de lire le fichier audio');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
});

test('a word used by expressions: the dialog lists what goes and what stays, then deletes and unlinks', async ({
  adminPage,
}) => {
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

test('a failed delete says so', async ({ adminPage }) => {
  const page = adminPage;
  const word = `kosa${run}`;
  await createWord(page.request, { language: 'Zulu', localWord: word, frenchWord: 'erreur' });
  await page.route('**/api/words/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await page.goto(`/words?q=${word}`);
  await wordArticle(page, word)
    .getByRole('button', { name: `Supprimer ${word}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer le mot?' })
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(toast(page)).toContainText('Impossible de supprimer le mot');
  await expect(wordArticle(page, word)).toBeVisible();
});

test('contributors see no edit or delete buttons on published words', async ({ adminPage }) => {
  const page = adminPage;
  await seenAsContributor(page);
  await page.goto('/words');
  await expect(wordList(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Modifier / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nouveau mot' })).toBeVisible();
});

test('skeleton rows while loading, then the list, on a phone and in the dark, in English', async ({
  adminPage,
}) => {
  const page = adminPage;
  const answer = await holdRequests(page, '**/api/words/paginated?*');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/words');
  await expect(page.locator('[aria-busy="true"] [data-slot="skeleton"]').first()).toBeVisible();
  await stillShot(page, 'words-loading-phone');
  answer();
  await expect(wordList(page).getByRole('listitem')).toHaveCount(20);
  await snapshot(page, 'words-list-phone-light', { fullPage: false });
  await page
    .getByRole('group', { name: 'Affichage' })
    .getByRole('button', { name: 'Cartes' })
    .click();
  await snapshot(page, 'words-cards-phone-light', { fullPage: false });

  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Word dictionary' })).toBeVisible();
  await snapshot(page, 'words-cards-phone-en-dark', { fullPage: false });
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await snapshot(page, 'words-list-phone-en-dark', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await snapshot(page, 'words-list-en-dark');

  // Back to light and French for the next journeys.
  await backToLightFrench(page);
});
