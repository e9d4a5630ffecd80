import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobStatus, completedJob, runningJob } from '@client/test/factories/dictionary';
import {
  advance,
  answerImportStart,
  answerThePage,
  countField,
  expectToast,
  fakeTheClock,
  importButton,
  importProgress,
  renderPage,
} from './dictionary-page-test-helpers';

describe('a reference dictionary page', () => {
  afterEach(() => vi.useRealTimers());

  it('a batch import: the count as sent, its progress every 2 s, and the toast with its counts', async () => {
    fakeTheClock();
    let done = false;
    const { nextImport } = answerThePage('french', {
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
    const count = countField();
    expect(count).toHaveValue('1000');

    // Out of range: said, and nothing is sent.
    await user.clear(count);
    await user.type(count, '0');
    await user.click(importButton());
    expect(count).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez un nombre entier de 1 à 5000.'),
    );
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveFocus();
    expect(sent).toEqual([]);

    // The sources: the offline ones available here are chosen; an unavailable one cannot be.
    expect(screen.getByRole('checkbox', { name: /^Lefff/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^FreeDict fra-eng/ })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /WordNet/ })).not.toBeInTheDocument();

    await user.clear(count);
    await user.type(count, '200');
    await user.click(importButton());
    await waitFor(() => expect(sent).toEqual([{ maxWords: 200 }]));
    await expectToast('Import démarré', 'Importation de 200 mots en arrière-plan.');
    expect(screen.queryByText('Saisissez un nombre entier de 1 à 5000.')).not.toBeInTheDocument();
    expect(importProgress()).toHaveAttribute('aria-valuetext', 'En attente de démarrage...');

    nextImport();
    await advance(2000);
    await waitFor(() => expect(importProgress()).toHaveAttribute('aria-valuetext', '80 sur 200'));
    expect(screen.getByText('3 erreurs')).toBeInTheDocument();
    expect(screen.getByText('maison', { exact: true })).toHaveAttribute('lang', 'fr');

    done = true;
    nextImport();
    await advance(2000);
    await expectToast('Importation terminée', '200 mots importés sur 200 · 3 erreurs');
    expect(importProgress()).not.toBeInTheDocument();
    expect(stats).toHaveTextContent(/^Mots\s?1\s400/);
    expect(importButton()).toBeEnabled();
  });

  it('a count that is not a number imports 1000 words, as the request says', async () => {
    fakeTheClock();
    const { nextImport } = answerThePage('french', {
      imports: [
        buildJobStatus(),
        completedJob({ jobId: 2, kind: 'import', imported: 1000, total: 1000 }),
      ],
    });
    const sent = answerImportStart('french', runningJob({ jobId: 2, kind: 'import', total: 1000 }));
    const { user } = await renderPage('french');
    await waitFor(() => expect(importButton()).toBeEnabled());

    const count = countField();
    await user.clear(count);
    await user.type(count, 'beaucoup');
    await user.click(importButton());
    await waitFor(() => expect(sent).toEqual([{ maxWords: 1000 }]));
    expect(count).toHaveValue('1000');
    nextImport();
    await advance(2000);
    await expectToast('Importation terminée', '1\u202f000 mots importés sur 1\u202f000');
  });
});
