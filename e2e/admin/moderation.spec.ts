import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Language } from '@shared/schemas/languages';
import type { WordEntry } from '@shared/schemas/words';
import { expect, snapshot, test, toast, type Credentials } from '../fixtures';

/** A page of its own browser context, signed in as the given account. */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

async function submitWord(request: APIRequestContext, localWord: string, frenchWord: string) {
  const languages = (await (await request.get('/api/languages')).json()) as Language[];
  const lingala = languages.find((language) => language.name === 'Lingala');
  expect(lingala).toBeDefined();
  const response = await request.post('/api/words', {
    multipart: { languageId: String(lingala!.id), localWord, frenchWord, englishWord: 'test' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WordEntry;
}

test("a contributor's word, submitted through the form, waits for an editor, then is public", async ({
  browser,
  baseURL,
  data,
}) => {
  // Three browsers and two accounts of its own: longer than most.
  test.setTimeout(120_000);
  const run = data.unique();
  const contributor = await data.user('contributor');
  const editor = await data.user('editor');
  const approved = `lɔ́kɔ${run}`.normalize('NFC');
  const rejected = `mabɛ${run}`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();

  // The contributor proposes a word through the form: it waits for validation.
  const author = await signedInPage(browser, baseURL, contributor);
  await author.goto('/words');
  await author.getByRole('link', { name: 'Nouveau mot' }).click();
  await expect(author.getByRole('heading', { level: 1, name: 'Nouveau mot' })).toBeVisible();
  await author.getByRole('combobox', { name: 'Langue', exact: true }).click();
  await author.getByRole('option', { name: 'Lingala', exact: true }).click();
  await author.getByLabel('Mot local', { exact: true }).fill(approved);
  await author.getByRole('combobox', { name: 'Mot français' }).fill('eau');
  await author.getByRole('option', { name: /^eau nom/ }).click();
  await expect(author.getByTestId('word-english-chosen')).toContainText('water');
  await author.getByRole('button', { name: 'Créer le mot' }).click();
  await expect(toast(author)).toContainText(
    `Le mot « ${approved} » a été créé ; il sera publié après validation.`,
  );
  await expect(author).toHaveURL(/\/words$/);
  await submitWord(author.request, rejected, 'refus');

  // Visitors do not see it yet, at its address or in the search typed without tones.
  await visitor.goto(`/word/${encodeURIComponent(approved)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
  await visitor.goto(`/browse?q=loko${run}`);
  await expect(visitor.getByRole('heading', { name: 'Aucun mot trouvé' })).toBeVisible();

  await author.goto(`/words?q=lɔkɔ${run}`);
  const own = author.getByRole('article', { name: approved });
  await expect(own.getByText('En attente')).toBeVisible();
  await expect(own.getByRole('link', { name: `Modifier ${approved}` })).toBeVisible();
  await expect(own.getByRole('button', { name: `Supprimer ${approved}` })).toBeVisible();
  // No moderation for contributors, in the sidebar or at its address.
  await expect(author.getByRole('link', { name: 'Modération' })).toHaveCount(0);
  await author.goto('/moderation');
  await expect(
    author.getByRole('heading', { name: 'Accès réservé aux administrateurs et éditeurs' }),
  ).toBeVisible();
  await snapshot(author, 'moderation-forbidden');

  // The editor reviews them.
  const reviewer = await signedInPage(browser, baseURL, editor);
  await reviewer.goto('/dashboard');
  await reviewer.getByRole('link', { name: 'Modération' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  const pending = reviewer.getByRole('list', { name: 'Soumissions en attente' });
  const card = pending.getByRole('article', { name: approved });
  await expect(card).toContainText('Lingala');
  await expect(card).toContainText('eau');
  await expect(card).toContainText(`Proposé par ${contributor.email}`);
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await snapshot(reviewer, 'moderation-fr-light');
  await reviewer.setViewportSize({ width: 390, height: 844 });
  await snapshot(reviewer, 'moderation-phone-light', { fullPage: false });
  await reviewer.setViewportSize({ width: 1280, height: 720 });

  await card.getByRole('button', { name: `Approuver ${approved}` }).click();
  await expect(toast(reviewer)).toContainText('Statut mis à jour');
  await expect(toast(reviewer)).toContainText(`Le mot « ${approved} » a été approuvé.`);
  await expect(card).toHaveCount(0);

  // A rejection asks first, with an optional reason for the author.
  await pending
    .getByRole('article', { name: rejected })
    .getByRole('button', { name: `Rejeter ${rejected}` })
    .click();
  const rejectDialog = reviewer.getByRole('alertdialog', { name: `Rejeter « ${rejected} » ?` });
  await rejectDialog
    .getByRole('textbox', { name: 'Motif (facultatif)' })
    .fill('Le ton de la première syllabe manque.');
  await rejectDialog.getByRole('button', { name: 'Rejeter', exact: true }).click();
  await expect(toast(reviewer)).toContainText(`Le mot « ${rejected} » a été rejeté.`);
  await expect(
    reviewer.getByRole('heading', { name: 'Aucune soumission en attente' }),
  ).toBeVisible();

  // The words list was refreshed: the rejected word is badged, the approved one is not.
  await reviewer.getByRole('link', { name: 'Mots', exact: true }).click();
  const search = reviewer.getByRole('searchbox', { name: 'Rechercher un mot' });
  await search.fill(`mabe${run}`);
  const rejectedCard = reviewer.getByRole('article', { name: rejected });
  await expect(rejectedCard.getByText('Rejeté', { exact: true })).toBeVisible();
  await expect(rejectedCard).toContainText(
    'Motif du rejet : Le ton de la première syllabe manque.',
  );
  await search.fill(`loko${run}`);
  await expect(reviewer.getByRole('article', { name: approved })).toBeVisible();
  await expect(
    reviewer.getByRole('article', { name: approved }).getByText('En attente'),
  ).toHaveCount(0);

  // Visitors now find the approved word, at its address and typed without tones; never the
  // rejected one.
  await visitor.goto(`/word/${encodeURIComponent(approved)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: approved })).toBeVisible();
  await visitor.goto(`/browse?q=loko${run}`);
  await expect(visitor.getByText('1 mot', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('article', { name: approved })).toContainText('Lingala');
  await visitor.goto(`/browse?q=mabe${run}`);
  await expect(visitor.getByRole('heading', { name: 'Aucun mot trouvé' })).toBeVisible();

  // Once published, the word is no longer the contributor's to change.
  await author.goto(`/words?q=loko${run}`);
  await expect(author.getByRole('article', { name: approved })).toBeVisible();
  await expect(author.getByRole('link', { name: `Modifier ${approved}` })).toHaveCount(0);
  // Its author reads why the other one was rejected, among their rejected words.
  await author.goto('/words?status=rejected');
  await expect(author.getByRole('article', { name: rejected })).toContainText(
    'Motif du rejet : Le ton de la première syllabe manque.',
  );

  // The reviewer puts it back in the queue: pending again, for the author to correct.
  await search.fill(`mabe${run}`);
  await rejectedCard.getByRole('button', { name: `Remettre en attente « ${rejected} »` }).click();
  await expect(toast(reviewer).last()).toContainText(
    `Le mot « ${rejected} » est de nouveau en attente de validation.`,
  );
  await expect(rejectedCard.getByText('En attente', { exact: true })).toBeVisible();

  await visitor.context().close();
  await author.context().close();
  await reviewer.context().close();
});

test("a contributor's entry with two senses and a plural: the reviewer sees them all before approving", async ({
  browser,
  baseURL,
  data,
}) => {
  const run = data.unique();
  const contributor = await data.user('contributor');
  const language = await data.language({ prefix: 'Kiswahili ' });
  const headword = `kaa${run}`;
  const plural = `makaa${run}`;

  // The contributor sends the entry as the form does (senses and forms as JSON).
  const author = await signedInPage(browser, baseURL, contributor);
  const submitted = await author.request.post('/api/words', {
    multipart: {
      languageId: String(language.id),
      localWord: headword,
      partOfSpeech: 'noun',
      senses: JSON.stringify([
        { frenchWord: `braise ${run}`, englishWord: `ember ${run}` },
        { frenchWord: `charbon de bois ${run}`, englishWord: `charcoal ${run}` },
      ]),
      forms: JSON.stringify([{ kind: 'plural', form: plural }]),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  expect(((await submitted.json()) as WordEntry).localWord.status).toBe('pending');

  const reviewer = await signedInPage(browser, baseURL, await data.user('editor'));
  await reviewer.goto('/moderation');
  const card = reviewer
    .getByRole('list', { name: 'Soumissions en attente' })
    .getByRole('article', { name: headword });
  await expect(card).toContainText('nom');
  const senses = card.getByRole('list', { name: `Sens de ${headword}` }).getByRole('listitem');
  await expect(senses).toHaveCount(2);
  await expect(senses.nth(0)).toContainText(`braise ${run}`);
  await expect(senses.nth(0)).toContainText(`ember ${run}`);
  await expect(senses.nth(1)).toContainText(`charbon de bois ${run}`);
  await expect(card.getByRole('list', { name: `Autres formes de ${headword}` })).toContainText(
    plural,
  );

  await card.getByRole('button', { name: `Approuver ${headword}` }).click();
  await expect(toast(reviewer)).toContainText(`Le mot « ${headword} » a été approuvé.`);

  // Public now, with both senses.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/word/${encodeURIComponent(headword)}`);
  const shown = visitor.getByRole('region', { name: 'Sens' }).getByRole('listitem');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(1)).toContainText(`charcoal ${run}`);

  await visitor.context().close();
  await author.context().close();
  await reviewer.context().close();
});
