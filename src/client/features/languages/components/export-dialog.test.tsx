import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { ExportPreparingSchema } from '@shared/schemas/exports';
import { LanguageSchema } from '@shared/schemas/languages';
import { LanguagesRoute } from '@client/app/routes/admin/languages-route';
import { language } from '@client/test/factories/places';
import { answerDeletionImpacts } from '@client/test/factories/trash';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';

const swahili = language({ id: 3, name: 'Swahili' });
const EXPORT = '/api/languages/:id/export';

const preparing = (seconds: number) =>
  HttpResponse.json(
    ExportPreparingSchema.parse({
      status: 'preparing',
      message: `Le fichier est en préparation. Réessayez dans ${seconds} secondes.`,
      retryAfter: seconds,
    }),
    { status: 202, headers: { 'Retry-After': String(seconds) } },
  );

/** The downloads handed to the browser (an anchor the code clicks). */
let saved: MockInstance<(this: HTMLAnchorElement) => void>;
const savedUrls = () => saved.mock.contexts.map((a) => (a as HTMLAnchorElement).href);
beforeEach(() => {
  saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [swahili]),
    answerDeletionImpacts(),
  );
});
afterEach(() => saved.mockRestore());

async function openExport(role: 'admin' | 'editor' | 'contributor') {
  const rendered = await renderWithApp(<LanguagesRoute />, { session: role });
  await screen.findByRole('heading', { name: 'Swahili' });
  return rendered;
}

describe('a language’s staff export', () => {
  it('asks until the file is built, then downloads every word’s export', async () => {
    let calls = 0;
    server.use(
      http.get(EXPORT, ({ params, request }) => {
        expect(params.id).toBe('3');
        expect(new URL(request.url).searchParams.get('format')).toBe('lift');
        return ++calls === 1
          ? preparing(1)
          : new HttpResponse(new Uint8Array([0x50, 0x4b]), {
              headers: { 'Content-Type': 'application/zip' },
            });
      }),
    );
    const { user } = await openExport('editor');
    await user.click(screen.getByRole('button', { name: 'Exporter Swahili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter « Swahili »' });
    expect(within(dialog).getByText(/quel que soit leur statut/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'LIFT' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Préparation du fichier LIFT…',
    );
    expect(
      await within(dialog).findByText(
        'Le téléchargement du fichier LIFT a commencé.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(calls).toBe(2);
    expect(savedUrls()).toEqual(['http://localhost:3000/api/languages/3/export?format=lift']);
  });

  it('says so when the build failed, and stops asking when cancelled', async () => {
    server.use(
      http.get(EXPORT, ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'csv'
          ? HttpResponse.json(
              { code: 'EXPORT_FAILED', message: 'Le fichier n’a pas pu être préparé.' },
              { status: 503 },
            )
          : preparing(30),
      ),
    );
    const { user } = await openExport('admin');
    await user.click(screen.getByRole('button', { name: 'Exporter Swahili' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter « Swahili »' });
    await user.click(within(dialog).getByRole('button', { name: 'CSV' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le fichier CSV n’a pas pu être préparé. Réessayez dans quelques minutes.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'JSON' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Préparation du fichier JSON…',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Export annulé.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedUrls()).toEqual([]);
  });

  it('is not offered to contributors', async () => {
    await openExport('contributor');
    expect(screen.queryByRole('button', { name: 'Exporter Swahili' })).not.toBeInTheDocument();
  });
});
