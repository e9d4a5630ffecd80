import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterchangeJobSchema, type InterchangeJob } from '@shared/schemas/interchange';
import { buildJob, JOB_ID } from '@client/test/factories/interchange';
import { apiHandler, server } from '@client/test/server';
import { advance, fakeTheClock, renderImportPage } from './import-page-test-helpers';

const JOB_ROUTE = `/import?job=${JOB_ID}`;
const REPORT_URL = `/api/interchange/jobs/${JOB_ID}/report`;

/**
 * Answers the job's reads with `states[0]` until the test calls `next()`, so the faked clock
 * moving in a wait cannot run ahead of what the test has checked.
 */
function answerTheJob(...states: InterchangeJob[]) {
  let index = 0;
  let reads = 0;
  server.use(
    apiHandler('get', '/api/interchange/jobs/:jobId', InterchangeJobSchema, ({ params }) => {
      expect(params.jobId).toBe(JOB_ID);
      reads++;
      return states[index]!;
    }),
  );
  return {
    next: () => (index = Math.min(index + 1, states.length - 1)),
    reads: () => reads,
  };
}

const progressbar = () => screen.getByRole('progressbar', { name: "Progression de l'import" });
const figure = (name: string) => screen.getByText(name).nextElementSibling;

describe('the import page, following the job', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a running job every second from its address, then shows its end and its report', async () => {
    fakeTheClock();
    const job = answerTheJob(
      buildJob(),
      buildJob({ processed: 900, created: 850, updated: 40, skipped: 10 }),
      buildJob({
        status: 'completed',
        processed: 1200,
        created: 1120,
        updated: 60,
        skipped: 20,
        reportUrl: REPORT_URL,
        finishedAt: Date.UTC(2026, 0, 1, 12, 5),
      }),
    );
    await renderImportPage({ route: JOB_ROUTE });

    expect(await screen.findByRole('heading', { name: 'Import en cours' })).toBeVisible();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '25');
    expect(progressbar().getAttribute('aria-valuetext')).toMatch(/^300 sur 1\s200 entrées$/u);
    expect(figure('Créés')).toHaveTextContent('280');
    expect(screen.queryByRole('link', { name: 'Télécharger le rapport' })).not.toBeInTheDocument();

    job.next();
    await advance(1000);
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuenow', '75'));
    expect(figure('Mis à jour')).toHaveTextContent('40');

    job.next();
    await advance(1000);
    const ended = await screen.findByRole('heading', { name: 'Import terminé' });
    await waitFor(() => expect(ended).toHaveFocus());
    expect(progressbar()).toHaveAttribute('aria-valuenow', '100');
    expect(figure('Créés')).toHaveTextContent(/^1\s120$/);
    expect(figure('Ignorés')).toHaveTextContent('20');
    expect(screen.getByRole('link', { name: 'Télécharger le rapport' })).toHaveAttribute(
      'href',
      REPORT_URL,
    );
    expect(screen.queryByRole('button', { name: "Annuler l'import" })).not.toBeInTheDocument();

    // An ended job is read no more.
    const reads = job.reads();
    await advance(3000);
    expect(job.reads()).toBe(reads);
  });

  it('says why a job failed, and leads back to the form with its language', async () => {
    answerTheJob(
      buildJob({
        status: 'failed',
        languageId: 2,
        message: 'Le fichier a été modifié depuis son aperçu.',
        reportUrl: REPORT_URL,
      }),
    );
    const { user } = await renderImportPage({ route: JOB_ROUTE, language: 'en' });

    // Ended before its first read: its outcome takes the focus as it arrives.
    const ended = await screen.findByRole('heading', { name: 'The import failed' });
    await waitFor(() => expect(ended).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Le fichier a été modifié depuis son aperçu.',
    );
    expect(screen.getByRole('link', { name: 'Download the report' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveTextContent('Lingala');
    expect(screen.getByRole('button', { name: 'Read the file' })).toBeEnabled();
  });

  it('cancels a running job only once confirmed', async () => {
    const cancelled: string[] = [];
    answerTheJob(buildJob());
    server.use(
      apiHandler('delete', '/api/interchange/jobs/:jobId', InterchangeJobSchema, ({ params }) => {
        cancelled.push(String(params.jobId));
        return buildJob({ status: 'cancelled', reportUrl: REPORT_URL });
      }),
    );
    const { user } = await renderImportPage({ route: JOB_ROUTE });

    await user.click(await screen.findByRole('button', { name: "Annuler l'import" }));
    let dialog = screen.getByRole('alertdialog', { name: "Annuler l'import ?" });
    expect(dialog).toHaveTextContent('Les entrées déjà enregistrées restent dans la langue');
    // Cancel comes first: the import goes on.
    await user.click(within(dialog).getByRole('button', { name: "Continuer l'import" }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Annuler l'import" }));
    dialog = screen.getByRole('alertdialog', { name: "Annuler l'import ?" });
    await user.click(within(dialog).getByRole('button', { name: "Annuler l'import" }));

    expect(await screen.findByRole('heading', { name: 'Import annulé' })).toBeVisible();
    expect(cancelled).toEqual([JOB_ID]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le rapport' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importer un autre fichier' })).toBeVisible();
  });
});
