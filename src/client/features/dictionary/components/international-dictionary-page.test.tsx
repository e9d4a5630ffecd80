import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  DictionarySourceInfoSchema,
  DictionaryStatsSchema,
  JobStatusSchema,
  SyncDiscrepanciesSchema,
  type JobStatus,
} from '@shared/schemas/dictionary';
import type { Role } from '@shared/roles';
import { InternationalDictionaryRoute } from '@client/app/routes/admin/dictionary-routes';
import {
  SOURCES,
  buildJobStatus,
  completedJob,
  runningJob,
} from '@client/test/factories/dictionary';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';

/** The toast area once it says every one of `texts`. */
const expectToast = (...texts: string[]) =>
  waitFor(
    () => {
      const area = screen.getByRole('region', { name: /^Notifications/ });
      for (const text of texts) expect(area).toHaveTextContent(text);
    },
    // The toast area is loaded with the first toast: on a busy machine that takes a while.
    { timeout: 5000 },
  );

/** Moves the faked clock by `ms`, letting the answers it triggers arrive. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** How many times each GET was asked, and when (the clock's time) the polled ones were. */
type Calls = Record<'stats' | 'discrepancies' | 'status', number> & {
  times: Record<'discrepancies' | 'status', number[]>;
};

/** The time between each read and the next. */
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

/**
 * The page's reads: the stats (`stats()` each time), the discrepancies, the sources and the sync
 * status (`status()` each time).
 */
function answerThePage({
  stats = () => ({ frenchWordsCount: 1234, englishWordsCount: 5678 }),
  discrepancies = { needsSync: true, totalDiscrepancies: 42 },
  status = () => buildJobStatus(),
}: {
  stats?: () => z.input<typeof DictionaryStatsSchema>;
  discrepancies?: z.input<typeof SyncDiscrepanciesSchema>;
  status?: () => JobStatus;
} = {}) {
  const calls: Calls = {
    stats: 0,
    discrepancies: 0,
    status: 0,
    times: { discrepancies: [], status: [] },
  };
  server.use(
    apiHandler('get', '/api/dictionary/stats', DictionaryStatsSchema, () => {
      calls.stats += 1;
      return stats();
    }),
    apiHandler('get', '/api/dictionary/sync-discrepancies', SyncDiscrepanciesSchema, () => {
      calls.discrepancies += 1;
      calls.times.discrepancies.push(Date.now());
      return discrepancies;
    }),
    apiHandler('get', '/api/dictionary/sources', z.array(DictionarySourceInfoSchema), SOURCES),
    apiHandler('get', '/api/dictionary/sync-status', JobStatusSchema, () => {
      calls.status += 1;
      calls.times.status.push(Date.now());
      return status();
    }),
  );
  return calls;
}

const renderPage = (session: Role = 'admin') =>
  renderWithApp(<InternationalDictionaryRoute />, {
    route: '/international-dictionary',
    path: '/international-dictionary',
    session,
  });

const syncButton = () => screen.getByRole('button', { name: 'Synchroniser les dictionnaires' });

describe('the international dictionary', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the discrepancies every 5 s and a running sync every 2 s, then the counts and the toast', async () => {
    // The clock too (Date), so each read's time is the faked one.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // What the server says of the sync, moved on by the test itself: waiting for the toast moves
    // the faked clock too, so a read keyed to the count of reads could answer ahead of the test.
    type Phase = 'idle' | 'started' | 'running' | 'done';
    let phase = 'idle' as Phase;
    const statuses: Record<Phase, JobStatus> = {
      idle: buildJobStatus(),
      started: runningJob({ jobId: 3, kind: 'sync-both', imported: 10, total: 100 }),
      running: runningJob({
        jobId: 3,
        kind: 'sync-both',
        imported: 60,
        total: 100,
        currentWord: 'maison',
        relationsCreated: 30,
        errors: 1,
      }),
      done: completedJob({
        jobId: 3,
        kind: 'sync-both',
        imported: 100,
        total: 100,
        wordsAdded: 12,
        relationsCreated: 30,
        errors: 1,
      }),
    };
    const calls = answerThePage({
      stats: () => ({ frenchWordsCount: phase === 'done' ? 1300 : 1234, englishWordsCount: 5678 }),
      status: () => statuses[phase],
    });
    const started: unknown[] = [];
    server.use(
      apiHandler('post', '/api/dictionary/sync-both', JobStatusSchema, () => {
        started.push(true);
        phase = 'started';
        return statuses.started;
      }),
    );
    const { user } = await renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Dictionnaire international' }),
    ).toBeInTheDocument();
    // French figures have a narrow no-break space between thousands (a space to the matcher).
    const french = screen.getByRole('region', { name: 'Dictionnaire français' });
    await waitFor(() => expect(french).toHaveTextContent(/1\s234 mots/));
    expect(screen.getByRole('region', { name: 'Dictionnaire anglais' })).toHaveTextContent(
      /5\s678 mots/,
    );
    expect(
      screen.getByRole('link', { name: 'Consulter le dictionnaire français' }),
    ).toHaveAttribute('href', '/french-dictio');
    expect(screen.getByRole('link', { name: 'Consulter le dictionnaire anglais' })).toHaveAttribute(
      'href',
      '/english-dictio',
    );
    expect(await screen.findByText('42 écarts à synchroniser')).toBeInTheDocument();

    // The sources: each with its licence and whether this server can read it.
    const sources = await screen.findByRole('list', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(SOURCES.length);
    const lefff = within(sources).getByRole('article', { name: 'Lefff' });
    expect(lefff).toHaveTextContent('Licence : LGPL-LR');
    expect(lefff).toHaveTextContent('Disponible ici');
    // Why not, translated; the technical detail only in the admins' diagnostics, folded away.
    const freedict = within(sources).getByRole('article', { name: 'FreeDict fra-eng' });
    expect(freedict).toHaveTextContent('Indisponible ici — pas installée sur ce serveur');
    const diagnostics = within(freedict).getByRole('group');
    expect(diagnostics).not.toHaveAttribute('open');
    expect(within(diagnostics).getByText('Diagnostic (administrateurs)')).toBeInTheDocument();
    expect(diagnostics).toHaveTextContent('dictd files not found in /usr/share/dictd');
    expect(within(sources).getByRole('article', { name: 'dictionaryapi.dev' })).toHaveTextContent(
      'Indisponible ici — désactivée sur ce serveur',
    );
    // Without a detail (every role but admin), no disclosure.
    expect(within(lefff).queryByRole('group')).toBeNull();

    // The discrepancies: every 5 s.
    await advance(10_000);
    expect(calls.discrepancies).toBeGreaterThanOrEqual(3);
    expect(new Set(gaps(calls.times.discrepancies))).toEqual(new Set([5000]));

    // Nothing runs: the sync status is read once, not polled.
    expect(calls.status).toBe(1);
    await user.click(syncButton());
    expect(started).toHaveLength(1);
    await expectToast('Synchronisation démarrée');
    const progress = screen.getByRole('progressbar', { name: /^Synchronisation en cours/ });
    expect(progress).toHaveAttribute('aria-valuetext', '10 sur 100');
    expect(screen.getByRole('button', { name: 'Synchronisation en cours' })).toBeDisabled();

    // A running sync: read again 2 s later.
    phase = 'running';
    const readsBefore = calls.status;
    await advance(2000);
    expect(calls.status).toBe(readsBefore + 1);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '60 sur 100'));
    expect(progress).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText(/^Mot en cours :/).parentElement).toHaveTextContent(
      'Mot en cours : maison',
    );
    expect(screen.getByText('30 relations créées')).toBeInTheDocument();

    // Finished: the counts are read again, then the toast says what was done.
    const statsBefore = calls.stats;
    const readsRunning = calls.status;
    phase = 'done';
    await advance(2000);
    expect(calls.status).toBe(readsRunning + 1);
    expect(new Set(gaps(calls.times.status.slice(1)))).toEqual(new Set([2000]));
    await expectToast('Synchronisation terminée', '12 mots ajoutés · 30 relations créées');
    expect(calls.stats).toBe(statsBefore + 1);
    expect(french).toHaveTextContent(/1\s300 mots/);
    expect(
      screen.queryByRole('progressbar', { name: /^Synchronisation en cours/ }),
    ).not.toBeInTheDocument();
    expect(syncButton()).toBeEnabled();
    // No more status reads once it has ended.
    const readsDone = calls.status;
    await advance(6000);
    expect(calls.status).toBe(readsDone);
  });

  it('a sync that cannot start says why', async () => {
    answerThePage();
    server.use(
      apiError('post', '/api/dictionary/sync-both', 409, {
        code: 'CONFLICT',
        message: 'Une synchronisation est déjà en cours.',
      }),
    );
    const { user } = await renderPage();
    await waitFor(() => expect(syncButton()).toBeEnabled());
    await user.click(syncButton());
    await expectToast('Erreur de synchronisation', 'Une synchronisation est déjà en cours.');
  });

  it('contributors read the counts but have no sync button', async () => {
    answerThePage({ discrepancies: { needsSync: false, totalDiscrepancies: 0 } });
    await renderPage('contributor');
    expect(
      await screen.findByText('Les deux dictionnaires sont synchronisés.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Seuls les administrateurs et les éditeurs peuvent lancer les importations et les synchronisations.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Synchroniser les dictionnaires' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Consulter le dictionnaire français' }),
    ).toHaveAttribute('href', '/french-dictio');
  });
});
