import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobStatus, completedJob, runningJob } from '@client/test/factories/dictionary';
import { apiError, server } from '@client/test/server';
import {
  advance,
  answerThePage,
  expectToast,
  fakeTheClock,
  importButton,
  importProgress,
  renderPage,
} from './dictionary-page-test-helpers';

describe('a reference dictionary page', () => {
  afterEach(() => vi.useRealTimers());

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
    reads.nextImport();

    await user.click(importButton());
    await expectToast("Impossible de démarrer l'importation", 'Une importation est déjà en cours.');
    // The screen now shows the import that runs, and waits for its end.
    await waitFor(() => expect(importProgress()).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Importation en cours' })).toBeDisabled();
    reads.nextImport();
    await advance(2000);
    await expectToast('Importation terminée');
    expect(importButton()).toBeEnabled();
  });

  it('an interrupted job says why; the English page has no definitions check', async () => {
    fakeTheClock();
    const { nextImport } = answerThePage('english', {
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
    nextImport();
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
});
