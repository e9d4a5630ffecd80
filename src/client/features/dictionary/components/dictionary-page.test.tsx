import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CountSchema,
  DefinitionsCheckSchema,
  DictionarySourceInfoSchema,
  JobStatusSchema,
  type DictionarySide,
  type JobStatus,
} from '@shared/schemas/dictionary';
import type { Role } from '@shared/roles';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import {
  EnglishDictionaryRoute,
  FrenchDictionaryRoute,
} from '@client/app/routes/admin/dictionary-routes';
import {
  SOURCES,
  buildJobStatus,
  completedJob,
  runningJob,
} from '@client/test/factories/dictionary';
import { buildSearchHit } from '@client/test/factories/words';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';

/** The toast area once it says every one of `texts`. */
const expectToast = (...texts: string[]) =>
  waitFor(
    () => {
      const area = screen.getByRole('region', { name: /^Notifications/ });
      // Figures' narrow no-break spaces are spaces to the matcher.
      for (const text of texts) expect(area).toHaveTextContent(text.replace(/\s+/gu, ' '));
    },
    // The toast area is loaded with the first toast: on a busy machine that takes a while.
    { timeout: 5000 },
  );

/** Moves the faked clock by `ms`, letting the answers it triggers arrive. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The n-th read answered by `answers[n]`, the last one from then on. */
const inTurn = <T,>(answers: T[]) => {
  let n = 0;
  return () => answers[Math.min(n++, answers.length - 1)]!;
};

/**
 * The page's reads for `side`: its count (`count()` each time), the words without a definition,
 * the sources, and its jobs' statuses (idle unless given, `imports` in turn).
 */
function answerThePage(
  side: DictionarySide,
  {
    count = () => 1200,
    imports = [buildJobStatus()],
  }: { count?: () => number; imports?: JobStatus[] } = {},
) {
  const idle = buildJobStatus();
  const nextImport = inTurn(imports);
  const reads = { imports: 0 };
  server.use(
    apiHandler('get', `/api/dictionary/${side}/count`, CountSchema, () => ({ count: count() })),
    apiHandler('get', `/api/dictionary/${side}/missing-definitions-count`, CountSchema, {
      count: 1200,
    }),
    apiHandler('get', '/api/dictionary/sources', z.array(DictionarySourceInfoSchema), SOURCES),
    apiHandler('get', `/api/dictionary/import-status/${side}`, JobStatusSchema, () => {
      reads.imports += 1;
      return nextImport();
    }),
    apiHandler('get', `/api/dictionary/${side}/sync-definitions-status`, JobStatusSchema, idle),
    apiHandler('get', '/api/dictionary/fix-definitions-status', JobStatusSchema, idle),
  );
  return reads;
}

/** POST import-background answered with `answer`; each body sent is kept. */
function answerImportStart(side: DictionarySide, answer: JobStatus) {
  const sent: unknown[] = [];
  server.use(
    apiHandler('post', `/api/dictionary/${side}/import-background`, JobStatusSchema, ({ body }) => {
      sent.push(body);
      return answer;
    }),
  );
  return sent;
}

const renderPage = (side: DictionarySide, session: Role = 'admin') =>
  renderWithApp(side === 'french' ? <FrenchDictionaryRoute /> : <EnglishDictionaryRoute />, {
    route: side === 'french' ? '/french-dictio' : '/english-dictio',
    path: side === 'french' ? '/french-dictio' : '/english-dictio',
    session,
  });

const countField = () => screen.getByRole('textbox', { name: 'Nombre de mots' });
const importButton = () => screen.getByRole('button', { name: 'Importer' });
const importProgress = () => screen.queryByRole('progressbar', { name: /^Importation en cours/ });

/** The faked clock, for the 2 s polls of a running job. */
const fakeTheClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

describe('a reference dictionary page', () => {
  afterEach(() => vi.useRealTimers());

  it('a batch import: the count as sent, its progress every 2 s, and the toast with its counts', async () => {
    fakeTheClock();
    let done = false;
    answerThePage('french', {
      count: () => (done ? 1400 : 1200),
      imports: [
        buildJobStatus(),
        runningJob({
          jobId: 8,
          kind: 'import',
          imported: 80,
          total: 200,
          errors: 3,
          currentWord: 'maison',
        }),
        completedJob({ jobId: 8, kind: 'import', imported: 200, total: 200, errors: 3 }),
      ],
    });
    const sent = answerImportStart(
      'french',
      buildJobStatus({ jobId: 8, kind: 'import', state: 'queued', isImporting: true, total: 200 }),
    );
    const { user } = await renderPage('french');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Dictionnaire français' }),
    ).toBeInTheDocument();
    // French figures have a narrow no-break space between thousands (a space to the matcher).
    const stats = screen.getByRole('region', { name: 'Statistiques' });
    await waitFor(() => expect(stats).toHaveTextContent(/^Mots\s?1\s200/));
    expect(countField()).toHaveValue('1000');

    // Out of range: said, and nothing is sent.
    await user.clear(countField());
    await user.type(countField(), '0');
    await user.click(importButton());
    expect(countField()).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez un nombre entier de 1 à 5000.'),
    );
    expect(countField()).toHaveAttribute('aria-invalid', 'true');
    expect(countField()).toHaveFocus();
    expect(sent).toEqual([]);

    // The sources: the offline ones available here are chosen; an unavailable one cannot be.
    expect(screen.getByRole('checkbox', { name: /^Lefff/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^FreeDict fra-eng/ })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /WordNet/ })).not.toBeInTheDocument();

    await user.clear(countField());
    await user.type(countField(), '200');
    await user.click(importButton());
    await waitFor(() => expect(sent).toEqual([{ maxWords: 200 }]));
    await expectToast('Import démarré', 'Importation de 200 mots en arrière-plan.');
    expect(screen.queryByText('Saisissez un nombre entier de 1 à 5000.')).not.toBeInTheDocument();
    expect(importProgress()).toHaveAttribute('aria-valuetext', 'En attente de démarrage...');

    await advance(2000);
    await waitFor(() => expect(importProgress()).toHaveAttribute('aria-valuetext', '80 sur 200'));
    expect(screen.getByText('3 erreurs')).toBeInTheDocument();
    expect(screen.getByText('maison', { exact: true })).toHaveAttribute('lang', 'fr');

    done = true;
    await advance(2000);
    await expectToast('Importation terminée', '200 mots importés sur 200 · 3 erreurs');
    expect(importProgress()).not.toBeInTheDocument();
    expect(stats).toHaveTextContent(/^Mots\s?1\s400/);
    expect(importButton()).toBeEnabled();
  });

  it('a count that is not a number imports 1000 words, as the request says', async () => {
    fakeTheClock();
    answerThePage('french', {
      imports: [
        buildJobStatus(),
        completedJob({ jobId: 2, kind: 'import', imported: 1000, total: 1000 }),
      ],
    });
    const sent = answerImportStart('french', runningJob({ jobId: 2, kind: 'import', total: 1000 }));
    const { user } = await renderPage('french');
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.clear(countField());
    await user.type(countField(), 'beaucoup');
    await user.click(importButton());
    await waitFor(() => expect(sent).toEqual([{ maxWords: 1000 }]));
    expect(countField()).toHaveValue('1000');
    await advance(2000);
    await expectToast('Importation terminée', '1\u202f000 mots importés sur 1\u202f000');
  });

  it('a second start while an import runs is refused (409): the screen says why and follows the running one', async () => {
    fakeTheClock();
    const running = runningJob({ jobId: 5, kind: 'import', imported: 10, total: 5000 });
    const reads = answerThePage('french', {
      imports: [
        buildJobStatus(),
        running,
        completedJob({ jobId: 5, kind: 'import', imported: 5000, total: 5000 }),
      ],
    });
    server.use(
      apiError('post', '/api/dictionary/french/import-background', 409, {
        code: 'CONFLICT',
        message: 'Une importation est déjà en cours.',
      }),
    );
    const { user } = await renderPage('french');
    // The page has read that no import ran when it opened.
    await waitFor(() => expect(reads.imports).toBe(1));

    await user.click(importButton());
    await expectToast("Impossible de démarrer l'importation", 'Une importation est déjà en cours.');
    // The screen now shows the import that runs, and waits for its end.
    await waitFor(() => expect(importProgress()).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Importation en cours' })).toBeDisabled();
    await advance(2000);
    await expectToast('Importation terminée');
    expect(importButton()).toBeEnabled();
  });

  it('an interrupted job says why; the English page has no definitions check', async () => {
    fakeTheClock();
    answerThePage('english', {
      imports: [
        runningJob({ jobId: 4, kind: 'import', total: 50 }),
        buildJobStatus({
          jobId: 4,
          kind: 'import',
          state: 'interrupted',
          imported: 20,
          total: 50,
          message: 'Le serveur a redémarré pendant cette importation.',
        }),
      ],
    });
    await renderPage('english');
    // A job already running when the page opens is followed too.
    await waitFor(() => expect(importProgress()).toBeInTheDocument());
    await advance(2000);
    await expectToast(
      "Échec de l'importation",
      'Le serveur a redémarré pendant cette importation.',
    );
    expect(screen.getByRole('searchbox', { name: 'Rechercher un mot anglais' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(
      screen.queryByRole('button', { name: 'Vérifier les définitions' }),
    ).not.toBeInTheDocument();
  });

  it('the French check finds problematic definitions and the fix reports processed and errors', async () => {
    answerThePage('french');
    const fixes: unknown[] = [];
    server.use(
      apiHandler('get', '/api/dictionary/french/check-definitions', DefinitionsCheckSchema, {
        count: 2,
        words: [{ id: 11 }, { id: 12 }],
      }),
      apiHandler(
        'post',
        '/api/dictionary/french/sync-definitions',
        JobStatusSchema,
        completedJob({ jobId: 10, kind: 'sync-definitions', updatedCount: 5, errors: 0 }),
      ),
      apiHandler('post', '/api/dictionary/french/fix-definitions', JobStatusSchema, ({ body }) => {
        fixes.push(body);
        return completedJob({
          jobId: 9,
          kind: 'fix-definitions',
          imported: 2,
          total: 2,
          errors: 1,
          updatedCount: 1,
        });
      }),
    );
    const { user } = await renderPage('french');

    // Synchronised at once: the answer is the finished job.
    await user.click(await screen.findByRole('button', { name: 'Synchroniser les définitions' }));
    await expectToast('Définitions synchronisées', '5 définitions mises à jour · 0 erreurs');

    await user.click(screen.getByRole('button', { name: 'Vérifier les définitions' }));
    expect(await screen.findByText('2 définitions à corriger.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corriger les définitions' }));
    await waitFor(() => expect(fixes).toEqual([{ wordIds: [11, 12] }]));
    await expectToast('Correction terminée', '2 définitions traitées · 1 erreur');
  });

  it('failures say so: starts, synchronisations, fixes and refreshes; a failed search shows no hit', async () => {
    answerThePage('french');
    const boom = { code: 'INTERNAL', message: 'boom' } as const;
    server.use(
      apiError('post', '/api/dictionary/french/import-background', 500, boom),
      apiError('post', '/api/dictionary/french/sync-definitions', 500, boom),
      apiError('post', '/api/dictionary/french/fix-definitions', 500, boom),
      apiError('get', '/api/dictionary/french/search', 500, boom),
      apiHandler('get', '/api/dictionary/french/check-definitions', DefinitionsCheckSchema, {
        count: 1,
        words: [{ id: 1 }],
      }),
    );
    const { user } = await renderPage('french');
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.click(importButton());
    await expectToast(
      "Impossible de démarrer l'importation",
      'Erreur interne du serveur. Réessayez plus tard.',
    );
    await user.click(screen.getByRole('button', { name: 'Synchroniser les définitions' }));
    await expectToast('Impossible de synchroniser les définitions');
    await user.click(screen.getByRole('button', { name: 'Vérifier les définitions' }));
    expect(await screen.findByText('1 définition à corriger.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corriger les définitions' }));
    await expectToast('Impossible de démarrer la correction des définitions');

    // A failed search is an empty list, silently.
    await user.type(
      screen.getByRole('searchbox', { name: 'Rechercher un mot français' }),
      'maison',
    );
    expect(
      await screen.findByText('Aucun résultat trouvé pour "maison"', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mots trouvés' })).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    // A refresh that fails.
    server.use(apiError('get', '/api/dictionary/french/count', 500, boom));
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await expectToast("Impossible d'actualiser les données");
  });

  it('contributors search the dictionary but see no import, sync or fix controls', async () => {
    answerThePage('french');
    server.use(
      apiHandler('get', '/api/dictionary/french/search', z.array(DictionarySearchHitSchema), [
        buildSearchHit({
          id: 41,
          word: 'maison',
          partOfSpeech: 'nom',
          equivalent: { id: 97, word: 'house', definition: null },
        }),
      ]),
    );
    const { user } = await renderPage('french', 'contributor');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un mot français' });
    expect(
      screen.getByText(
        'Seuls les administrateurs et les éditeurs peuvent lancer les importations et les synchronisations.',
      ),
    ).toBeInTheDocument();
    for (const name of ['Importer', 'Synchroniser les définitions', 'Vérifier les définitions']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.type(search, 'mai');
    const hits = await screen.findByRole('list', { name: 'Mots trouvés' }, { timeout: 5000 });
    const hit = within(hits).getByRole('link', { name: /maison/ });
    expect(hit).toHaveAttribute('href', '/word/fr/41');
    expect(within(hit).getByText('house')).toHaveAttribute('lang', 'en');
    // The keyboard reaches it from the search box.
    await user.tab();
    expect(hit).toHaveFocus();
  });
});
