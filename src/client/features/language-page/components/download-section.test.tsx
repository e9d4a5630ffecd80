import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ErrorBody } from '@shared/errors';
import { ExportPreparingSchema } from '@shared/schemas/exports';
import type { LanguagePage } from '@shared/schemas/pages';
import { renderWithApp } from '@client/test/render';
import { server } from '@client/test/server';
import { DownloadSection } from './download-section';

const kiswahili: LanguagePage['language'] = {
  id: 7,
  name: 'Kiswahili',
  isoCode: 'sw',
  code: 'sw',
  license: {
    id: 'CC-BY-4.0',
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  attribution: 'Kamusi ya Kiswahili, Chuo Kikuu cha Dar es Salaam',
  updatedAt: 0,
};

const EXPORT = '/api/public/languages/:id/export';

/** The API's answer while the file is built: 202, Retry-After, the shared schema's body. */
const preparing = (seconds: number) =>
  HttpResponse.json(
    ExportPreparingSchema.parse({
      status: 'preparing',
      message: `Le fichier est en préparation. Réessayez dans ${seconds} secondes.`,
      retryAfter: seconds,
    }),
    { status: 202, headers: { 'Retry-After': String(seconds) } },
  );

const ready = () =>
  new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="kiswahili-csv.zip"',
    },
  });

/** The downloads handed to the browser (an anchor clicked by the code, not by the user). */
let saved: MockInstance<(this: HTMLAnchorElement) => void>;
const savedUrls = () => saved.mock.contexts.map((a) => (a as HTMLAnchorElement).href);
beforeEach(() => {
  saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => saved.mockRestore());

describe('DownloadSection', () => {
  it('names the licence and attribution, and downloads a ready file at once', async () => {
    const asked: string[] = [];
    server.use(
      http.get(EXPORT, ({ request, params }) => {
        asked.push(`${String(params.id)} ${new URL(request.url).searchParams.get('format')}`);
        return ready();
      }),
    );
    const { user } = await renderWithApp(<DownloadSection language={kiswahili} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Télécharger ce dictionnaire' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Creative Commons Attribution 4.0 International' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(
      screen.getByText('Merci de citer : Kamusi ya Kiswahili, Chuo Kikuu cha Dar es Salaam.', {
        exact: false,
      }),
    ).toBeVisible();
    // Each format is a link to its file (it works before the page's code has loaded).
    const csv = screen.getByRole('link', { name: 'CSV' });
    expect(csv).toHaveAttribute('href', '/api/public/languages/7/export?format=csv');
    expect(csv).toHaveAccessibleDescription('Tableur, dans un .zip avec les enregistrements');
    expect(screen.getByRole('link', { name: 'LIFT' })).toHaveAttribute(
      'href',
      '/api/public/languages/7/export?format=lift',
    );

    await user.click(csv);
    expect(await screen.findByText('Le téléchargement du fichier CSV a commencé.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(asked).toEqual(['7 csv']);
    expect(savedUrls()).toEqual(['http://localhost:3000/api/public/languages/7/export?format=csv']);
  });

  it('says the file is being prepared, asks again after Retry-After, then downloads it', async () => {
    let calls = 0;
    server.use(http.get(EXPORT, () => (++calls === 1 ? preparing(1) : ready())));
    const { user } = await renderWithApp(<DownloadSection language={kiswahili} />);
    await user.click(screen.getByRole('link', { name: 'JSON' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Préparation du fichier JSON…');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeVisible();
    expect(
      await screen.findByText(
        'Le téléchargement du fichier JSON a commencé.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(calls).toBe(2);
    expect(savedUrls()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
  });

  it('stops asking when cancelled: nothing is downloaded', async () => {
    let calls = 0;
    server.use(
      http.get(EXPORT, () => {
        calls++;
        return preparing(30);
      }),
    );
    const { user } = await renderWithApp(<DownloadSection language={kiswahili} />);
    await user.click(screen.getByRole('link', { name: 'LIFT' }));
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Téléchargement annulé.');
    expect(calls).toBe(1);
    expect(savedUrls()).toEqual([]);
  });

  it('says so when the file cannot be prepared', async () => {
    server.use(
      http.get(EXPORT, () =>
        HttpResponse.json(
          {
            code: 'EXPORT_FAILED',
            message: 'Le fichier n’a pas pu être préparé.',
          } satisfies ErrorBody,
          { status: 503 },
        ),
      ),
    );
    const { user } = await renderWithApp(<DownloadSection language={kiswahili} />);
    await user.click(screen.getByRole('link', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le fichier n’a pas pu être préparé. Réessayez dans quelques minutes.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(savedUrls()).toEqual([]);
  });
});
