import type { Page, Request } from '@playwright/test';
import type { EquivalencesPage } from '@shared/schemas/dictionary';
import { expect, snapshot, test, toast } from '../fixtures';
import { FRENCH_WORD, SOURCES, jobStatus, mockDictionary } from '../support/dictionary';
import { violations } from '../support/axe';
import { backToLightFrench, seenAsContributor, stillShot } from '../support/page';

// axe (the accessibility checks below) is injected as an inline script, which the CSP refuses.
test.use({ bypassCSP: true });

/*
 * The dictionary screens against answers given here rather than by the server: the polling
 * rhythm (a running job every 2 s, discrepancies every 5 s), the progress and toasts of
 * a job whichever way it ends, and pages in states a fresh server does not reach at will. The
 * journeys against the real server are in dictionary.spec.ts and cross-language.spec.ts.
 */

/** When each GET of `path` (after /api/dictionary/) left the page, in ms. */
function recordTimes(page: Page, path: string) {
  const times: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/dictionary/${path}`)
      times.push(Date.now());
  });
  return times;
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

const idle = jobStatus();

test('the sync panel reads the discrepancies every 5 s and a running sync every 2 s, then the counts and the toast', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const running = (imported: number, currentWord: string | null) =>
    jobStatus({
      jobId: 3,
      kind: 'sync-both',
      state: 'running',
      isImporting: true,
      imported,
      total: 100,
      currentWord,
      relationsCreated: imported / 2,
      errors: 1,
    });
  let synced = false;
  const api = await mockDictionary(page, {
    'GET stats': () => ({ frenchWordsCount: synced ? 1300 : 1234, englishWordsCount: 5678 }),
    'GET sync-discrepancies': { needsSync: true, totalDiscrepancies: 42 },
    'GET sources': SOURCES,
    'GET sync-status': (n: number) => {
      if (n === 0) return idle;
      if (n === 1) return running(60, 'maison');
      synced = true;
      return jobStatus({
        jobId: 3,
        kind: 'sync-both',
        state: 'completed',
        imported: 100,
        total: 100,
        wordsAdded: 12,
        relationsCreated: 30,
        errors: 1,
      });
    },
    'POST sync-both': running(10, null),
  });
  const discrepancies = recordTimes(page, 'sync-discrepancies');
  const statuses = recordTimes(page, 'sync-status');

  await page.goto('/international-dictionary');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire international' }),
  ).toBeVisible();
  const french = page.getByRole('region', { name: 'Dictionnaire français' });
  await expect(french).toContainText('1\u202f234 mots');
  await expect(page.getByRole('region', { name: 'Dictionnaire anglais' })).toContainText(
    '5\u202f678 mots',
  );
  await expect(
    page.getByRole('link', { name: 'Consulter le dictionnaire français' }),
  ).toHaveAttribute('href', '/french-dictio');
  await expect(
    page.getByRole('link', { name: 'Consulter le dictionnaire anglais' }),
  ).toHaveAttribute('href', '/english-dictio');
  await expect(page.getByTestId('sync-discrepancies')).toHaveText('42 écarts à synchroniser');

  // The about text names each source, its licence and whether it can be read here.
  const sources = page.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('listitem')).toHaveCount(SOURCES.length);
  await expect(sources.getByRole('article', { name: 'Lefff' })).toContainText('Licence : LGPL-LR');
  await expect(sources.getByRole('article', { name: 'Lefff' })).toContainText('Disponible ici');
  await expect(sources.getByRole('article', { name: 'FreeDict fra-eng' })).toContainText(
    'Indisponible ici — dictd files not found in /usr/share/dictd',
  );
  await snapshot(page, 'international-dictionary-fr-light');

  // Discrepancies: every 5 s.
  await expect.poll(() => discrepancies.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  for (const gap of gaps(discrepancies)) {
    expect(gap).toBeGreaterThan(4500);
    expect(gap).toBeLessThan(6500);
  }

  // The sync starts, shows its progress, read every 2 s until it ends.
  await page.getByRole('button', { name: 'Synchroniser les dictionnaires' }).click();
  await expect(toast(page)).toContainText('Synchronisation démarrée');
  const progress = page.getByRole('progressbar', { name: /^Synchronisation en cours/ });
  await expect(progress).toHaveAttribute('aria-valuetext', '10 sur 100');
  await expect(page.getByRole('button', { name: 'Synchronisation en cours' })).toBeDisabled();
  await expect(progress).toHaveAttribute('aria-valuetext', '60 sur 100');
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByTestId('job-progress')).toContainText('Mot en cours : maison');
  await expect(page.getByTestId('job-progress')).toContainText('30 relations créées');
  await stillShot(page, 'international-dictionary-syncing');

  await expect(toast(page)).toContainText('Synchronisation terminée');
  await expect(toast(page)).toContainText('12 mots ajoutés · 30 relations créées');
  await expect(progress).toHaveCount(0);
  // The counts were read again before the toast.
  await expect(french).toContainText('1\u202f300 mots');
  expect(api.count('GET stats')).toBeGreaterThanOrEqual(2);
  expect(statuses).toHaveLength(3);
  for (const gap of gaps(statuses.slice(1))) {
    expect(gap).toBeGreaterThan(1500);
    expect(gap).toBeLessThan(3000);
  }
  // Finished: no more status reads.
  await page.waitForTimeout(2500);
  expect(statuses).toHaveLength(3);
});

test('a batch import: the count as sent, its progress every 2 s, and the toast with its counts', async ({
  adminPage: page,
}) => {
  let done = false;
  await mockDictionary(page, {
    'GET french/count': () => ({ count: done ? 1400 : 1200 }),
    'GET french/missing-definitions-count': { count: 1200 },
    'GET sources': SOURCES,
    'GET import-status/french': (n: number) => {
      if (n === 0) return idle;
      if (n === 1)
        return jobStatus({
          jobId: 8,
          kind: 'import',
          state: 'running',
          isImporting: true,
          imported: 80,
          total: 200,
          errors: 3,
          currentWord: 'maison',
        });
      done = true;
      return jobStatus({
        jobId: 8,
        kind: 'import',
        state: 'completed',
        imported: 200,
        total: 200,
        errors: 3,
      });
    },
    'GET french/sync-definitions-status': idle,
    'GET fix-definitions-status': idle,
    'POST french/import-background': jobStatus({
      jobId: 8,
      kind: 'import',
      state: 'queued',
      isImporting: true,
      total: 200,
    }),
  });

  await page.goto('/french-dictio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dictionnaire français' }),
  ).toBeVisible();
  await expect(page.getByTestId('french-count')).toHaveText('1\u202f200');
  await expect(page.getByTestId('french-missing-definitions')).toHaveText('1\u202f200');
  const count = page.getByRole('textbox', { name: 'Nombre de mots' });
  await expect(count).toHaveValue('1000');

  // Out of range: said, and nothing is sent.
  await count.fill('0');
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Saisissez un nombre entier de 1 à 5000.')).toBeVisible();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(count).toBeFocused();

  // The sources: the offline ones available here are chosen; an unavailable one cannot be.
  await expect(page.getByRole('checkbox', { name: /^Lefff/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^FreeDict fra-eng/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /WordNet/ })).toHaveCount(0);

  await count.fill('200');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/dictionary/french/import-background'),
  );
  await page.getByRole('button', { name: 'Importer' }).click();
  expect((await sent).postDataJSON()).toEqual({ maxWords: 200 });
  await expect(toast(page)).toContainText('Import démarré');
  await expect(toast(page)).toContainText('Importation de 200 mots en arrière-plan.');
  await expect(page.getByText('Saisissez un nombre entier de 1 à 5000.')).toHaveCount(0);

  const progress = page.getByRole('progressbar', { name: /^Importation en cours/ });
  await expect(progress).toHaveAttribute('aria-valuetext', 'En attente de démarrage...');
  await expect(progress).toHaveAttribute('aria-valuetext', '80 sur 200');
  const job = page.getByTestId('job-progress');
  await expect(job).toContainText('3 erreurs');
  await expect(job.getByText('maison', { exact: true })).toHaveAttribute('lang', 'fr');
  await stillShot(page, 'french-dictionary-importing');

  await expect(toast(page)).toContainText('Importation terminée');
  await expect(toast(page)).toContainText('200 mots importés sur 200 · 3 erreurs');
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('french-count')).toHaveText('1\u202f400');
  await expect(page.getByRole('button', { name: 'Importer' })).toBeEnabled();
});

test('a job that fails or is interrupted says why', async ({ adminPage: page }) => {
  await mockDictionary(page, {
    'GET english/count': { count: 10 },
    'GET english/missing-definitions-count': { count: 0 },
    'GET sources': SOURCES,
    'GET import-status/english': (n: number) =>
      n === 0
        ? jobStatus({ jobId: 4, kind: 'import', state: 'running', isImporting: true, total: 50 })
        : jobStatus({
            jobId: 4,
            kind: 'import',
            state: 'interrupted',
            imported: 20,
            total: 50,
            message: 'Le serveur a redémarré pendant cette importation.',
          }),
    'GET english/sync-definitions-status': idle,
  });
  // A job already running when the page opens is followed too.
  await page.goto('/english-dictio');
  await expect(page.getByRole('progressbar', { name: /^Importation en cours/ })).toBeVisible();
  await expect(toast(page)).toContainText("Échec de l'importation");
  await expect(toast(page)).toContainText('Le serveur a redémarré pendant cette importation.');
  // The English search box is marked English.
  await expect(page.getByRole('searchbox', { name: 'Rechercher un mot anglais' })).toHaveAttribute(
    'lang',
    'en',
  );
  // English has no check and fix of definitions.
  await expect(page.getByRole('button', { name: 'Vérifier les définitions' })).toHaveCount(0);
});

test('the French check finds problematic definitions and the fix reports processed and errors', async ({
  adminPage: page,
}) => {
  await mockDictionary(page, {
    'GET french/count': { count: 3 },
    'GET french/missing-definitions-count': { count: 1 },
    'GET sources': SOURCES,
    'GET import-status/french': idle,
    'GET french/sync-definitions-status': idle,
    'GET fix-definitions-status': (n: number) =>
      n === 0
        ? idle
        : jobStatus({
            jobId: 9,
            kind: 'fix-definitions',
            state: 'completed',
            imported: 2,
            total: 2,
            errors: 1,
            updatedCount: 1,
          }),
    'GET french/check-definitions': { count: 2, words: [{ id: 11 }, { id: 12 }] },
    'POST french/fix-definitions': jobStatus({
      jobId: 9,
      kind: 'fix-definitions',
      state: 'running',
      isImporting: true,
      total: 2,
    }),
    'POST french/sync-definitions': jobStatus({
      jobId: 10,
      kind: 'sync-definitions',
      state: 'completed',
      updatedCount: 5,
      errors: 0,
    }),
  });
  await page.goto('/french-dictio');

  // Synchronised at once: the answer is the finished job.
  await page.getByRole('button', { name: 'Synchroniser les définitions' }).click();
  await expect(toast(page)).toContainText('Définitions synchronisées');
  await expect(toast(page)).toContainText('5 définitions mises à jour · 0 erreurs');

  await page.getByRole('button', { name: 'Vérifier les définitions' }).click();
  await expect(page.getByText('2 définitions à corriger.')).toBeVisible();
  const fixed = page.waitForRequest((r) =>
    r.url().endsWith('/api/dictionary/french/fix-definitions'),
  );
  await page.getByRole('button', { name: 'Corriger les définitions' }).click();
  expect((await fixed).postDataJSON()).toEqual({ wordIds: [11, 12] });
  await expect(toast(page)).toContainText('Correction terminée');
  await expect(toast(page)).toContainText('2 définitions traitées · 1 erreur');
});

test('a French word without a definition shows the English one, labelled; its equivalents link', async ({
  adminPage: page,
}) => {
  await mockDictionary(page, { [`GET french/word/${FRENCH_WORD.id}`]: FRENCH_WORD });
  await page.goto(`/word/fr/${FRENCH_WORD.id}`);
  const heading = page.getByRole('heading', { level: 1, name: 'maison' });
  await expect(heading).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^maison — /);
  await expect(page.getByText('Mot français', { exact: true })).toBeVisible();
  await expect(page.getByText('féminin')).toBeVisible();
  await expect(page.getByText('/mɛ.zɔ̃/')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Définition anglaise/ })).toBeVisible();
  await expect(page.getByTestId('fallback-definition')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('fallback-definition')).toHaveText('A building where people live.');

  const equivalent = page.getByRole('link', { name: /^house/ });
  await expect(equivalent).toHaveAttribute('href', '/word/en/97');
  await expect(equivalent.getByText('house', { exact: true })).toHaveAttribute('lang', 'en');

  await expect(page.getByTestId('local-equivalents-count')).toHaveText('2 mots locaux');
  const locals = page.getByRole('list', { name: 'Équivalents locaux' });
  const nyumba = locals.getByRole('article', { name: 'nyumba' });
  await expect(nyumba.getByRole('heading', { name: 'nyumba' })).toHaveAttribute('lang', 'sw');
  await expect(nyumba).toContainText('Swahili');
  await expect(nyumba).toContainText('Zanzibar');
  await expect(nyumba).toContainText('ˈɲumba');
  await expect(nyumba).toContainText('Aussi « maison familiale ».');
  await expect(nyumba.getByRole('list', { name: 'Expressions' })).toHaveText(
    'Nyumba njema si mlango',
  );
  await expect(locals.getByRole('article', { name: 'ndáko' }).getByRole('heading')).toHaveAttribute(
    'lang',
    'ln',
  );
  await snapshot(page, 'dictionary-word-fr-light');

  // In the dark, in English, on a phone.
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: /English definition/ })).toBeVisible();
  await expect(page.getByTestId('local-equivalents-count')).toHaveText('2 local words');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'dictionary-word-phone-en-dark');
  await page.setViewportSize({ width: 1280, height: 720 });
  await backToLightFrench(page);
});

test('a word that cannot be read shows an error card with the way back', async ({
  adminPage: page,
}) => {
  await page.route('**/api/dictionary/english/word/5', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
  );
  await page.goto('/word/en/5');
  const card = page.getByRole('alert').filter({ hasText: 'Impossible de charger le mot' });
  await expect(card).toContainText('Erreur interne du serveur. Réessayez plus tard.');
  await expect(card.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await card.getByRole('link', { name: 'Retour au dictionnaire anglais' }).click();
  await expect(page).toHaveURL('/english-dictio');

  // An id that is no number is a word that does not exist.
  await page.goto('/word/fr/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Retour au dictionnaire français' }).last(),
  ).toHaveAttribute('href', '/french-dictio');
});

test('cross-language: counters, groups, the language filter in the address', async ({
  adminPage: page,
}) => {
  const groups: EquivalencesPage = {
    data: [
      {
        french: { id: 1, word: 'eau' },
        english: { id: 2, word: 'water' },
        localWords: [
          { id: 10, word: 'maji', languageId: 1, language: 'Swahili', languageIsoCode: 'sw' },
          { id: 11, word: 'mái', languageId: 2, language: 'Lingala', languageIsoCode: 'ln' },
        ],
        languagesCount: 2,
      },
      {
        french: { id: 3, word: 'chien' },
        english: null,
        localWords: [
          { id: 12, word: 'mbwa', languageId: 1, language: 'Swahili', languageIsoCode: 'sw' },
        ],
        languagesCount: 1,
      },
    ],
    pagination: { total: 2, totalPages: 1 },
    counters: { totalGroups: 2, multiLanguageGroups: 1, activeLanguages: 2 },
  };
  const asked: URLSearchParams[] = [];
  await page.route('**/api/dictionary/equivalences?*', (route) => {
    asked.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ json: groups });
  });
  await page.goto('/cross-language');
  await expect(page.getByRole('heading', { level: 1, name: 'Équivalences' })).toBeVisible();
  await expect(page.getByText('2 groupes', { exact: true })).toBeVisible();
  await expect(page.getByTestId('counter-totalGroups')).toHaveText('2');
  await expect(page.getByTestId('counter-multiLanguageGroups')).toHaveText('1');
  await expect(page.getByTestId('counter-activeLanguages')).toHaveText('2');
  const list = page.getByRole('list', { name: 'Groupes d’équivalences' });
  const water = list.getByRole('article', { name: 'eau / water' });
  await expect(water.getByText('maji')).toHaveAttribute('lang', 'sw');
  await expect(water.getByText('2 langues')).toBeVisible();
  await expect(water.getByRole('link', { name: 'Voir le mot français eau' })).toHaveAttribute(
    'href',
    '/word/fr/1',
  );
  await expect(water.getByRole('link', { name: 'Voir le mot anglais water' })).toHaveAttribute(
    'href',
    '/word/en/2',
  );
  await expect(list.getByRole('article', { name: 'chien / Non renseigné' })).toBeVisible();
  await snapshot(page, 'cross-language-fr-light');

  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'Lingala' }).click();
  await expect(page).toHaveURL(/[?&]language=\d+/);
  await expect.poll(() => asked.at(-1)?.get('languageId')).toMatch(/^\d+$/);
  // A search keeps the filter.
  await page.getByRole('searchbox', { name: 'Rechercher une équivalence' }).fill('eau');
  await expect(page).toHaveURL(/[?&]q=eau/);
  await expect(page).toHaveURL(/[?&]language=\d+/);
  await expect.poll(() => asked.at(-1)?.get('search')).toBe('eau');

  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'cross-language-phone');
});

test('contributors read the dictionaries but see no import, sync or fix controls', async ({
  adminPage: page,
}) => {
  await seenAsContributor(page);
  await mockDictionary(page, {
    'GET stats': { frenchWordsCount: 3, englishWordsCount: 4 },
    'GET sync-discrepancies': { needsSync: false, totalDiscrepancies: 0 },
    'GET sync-status': idle,
    'GET sources': SOURCES,
    'GET french/count': { count: 3 },
    'GET french/missing-definitions-count': { count: 0 },
    'GET french/search': [
      {
        id: 41,
        word: 'maison',
        definition: null,
        partOfSpeech: 'nom',
        pronunciation: null,
        equivalent: { id: 97, word: 'house', definition: null },
      },
    ],
  });
  await page.goto('/international-dictionary');
  await expect(page.getByTestId('sync-discrepancies')).toHaveText(
    'Les deux dictionnaires sont synchronisés.',
  );
  await expect(page.getByRole('button', { name: 'Synchroniser les dictionnaires' })).toHaveCount(0);
  await expect(
    page.getByText(
      'Seuls les administrateurs et les éditeurs peuvent lancer les importations et les synchronisations.',
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Consulter le dictionnaire français' }).click();
  await expect(page).toHaveURL('/french-dictio');
  await expect(page.getByRole('button', { name: 'Importer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Synchroniser les définitions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vérifier les définitions' })).toHaveCount(0);
  // The search is everyone's, with the keyboard too.
  const search = page.getByRole('searchbox', { name: 'Rechercher un mot français' });
  await search.fill('mai');
  await expect(page).toHaveURL(/[?&]q=mai/);
  const hit = page
    .getByRole('list', { name: 'Mots trouvés' })
    .getByRole('link', { name: /maison/ });
  await expect(hit).toHaveAttribute('href', '/word/fr/41');
  await expect(hit.getByText('house')).toHaveAttribute('lang', 'en');
  await search.press('Tab');
  await expect(hit).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dictionary pages pass WCAG 2.1 AA checks (contrast included) in the ${theme} theme`, async ({
    adminPage: page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('maneno.theme', value), theme);
    await mockDictionary(page, {
      'GET stats': { frenchWordsCount: 1234, englishWordsCount: 5678 },
      'GET sync-discrepancies': { needsSync: true, totalDiscrepancies: 42 },
      'GET sync-status': idle,
      'GET sources': SOURCES,
      'GET french/count': { count: 1234 },
      'GET french/missing-definitions-count': { count: 1200 },
      'GET import-status/french': idle,
      'GET french/sync-definitions-status': idle,
      'GET fix-definitions-status': idle,
      'GET french/search': [
        {
          id: FRENCH_WORD.id,
          word: FRENCH_WORD.word,
          definition: null,
          partOfSpeech: 'nom',
          pronunciation: '/mɛ.zɔ̃/',
          equivalent: FRENCH_WORD.equivalent,
        },
      ],
      [`GET french/word/${FRENCH_WORD.id}`]: FRENCH_WORD,
      'GET equivalences': {
        data: [
          {
            french: { id: 1, word: 'eau' },
            english: { id: 2, word: 'water' },
            localWords: [
              { id: 10, word: 'maji', languageId: 1, language: 'Swahili', languageIsoCode: 'sw' },
            ],
            languagesCount: 1,
          },
        ],
        pagination: { total: 1, totalPages: 1 },
        counters: { totalGroups: 1, multiLanguageGroups: 0, activeLanguages: 1 },
      },
    });
    for (const path of [
      '/international-dictionary',
      '/french-dictio?q=maison',
      `/word/fr/${FRENCH_WORD.id}`,
      '/word/fr/abc',
      '/cross-language',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      expect(await violations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
