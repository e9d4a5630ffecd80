import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, server } from '@client/test/server';
import { fileInput, liftFile, renderImportPage } from './import-page-test-helpers';

describe('the import page, choosing the file', () => {
  it('refuses a file of the wrong kind before sending anything, and asks for what is missing', async () => {
    const sent: string[] = [];
    server.use(http.post('/api/interchange/preview', ({ request }) => void sent.push(request.url)));
    const { user } = await renderImportPage({ route: '/import' });

    expect(screen.getByRole('heading', { level: 1, name: 'Importer un lexique' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^LIFT/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Lire le fichier' }));
    expect(await screen.findByText('Choisissez la langue qui reçoit les mots.')).toBeVisible();
    expect(fileInput()).toHaveAccessibleDescription(/Choisissez un fichier\.$/);

    // The resolver checks the file asynchronously: the message comes a moment after the choice.
    await user.upload(fileInput(), new File(['a,b'], 'lexique.csv'));
    await waitFor(() => expect(fileInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(fileInput()).toHaveAccessibleDescription(
      /Ce fichier n'est ni un \.lift ni une archive \.zip/,
    );
    // The CSV format takes it, and says which columns it reads.
    await user.click(screen.getByRole('radio', { name: /^CSV/ }));
    await waitFor(() => expect(fileInput()).not.toHaveAttribute('aria-invalid'));
    expect(fileInput()).toHaveAttribute('accept', '.csv,.zip');
    await user.click(screen.getByText('Que peut contenir le fichier ? Les colonnes du CSV'));
    const columns = screen.getByRole('table', { name: 'Colonnes du CSV' });
    expect(columns).toHaveTextContent('french_gloss');
    expect(columns).toHaveTextContent('Noms des fichiers audio du mot');
    expect(screen.getByText(/un dossier audio\/ avec les enregistrements/)).toBeVisible();

    await user.upload(fileInput(), new File(['x'], 'swahili.xlsx'));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        /Ce fichier n'est ni un \.csv ni une archive/,
      ),
    );
    expect(sent).toEqual([]);
  });

  it('says the server’s refusal of the file on its field, and sends the language and format', async () => {
    let received: FormData | undefined;
    // The answer waits until the form shows the upload (its file input disabled meanwhile).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/interchange/preview', async ({ request }) => {
        received = await request.formData();
        await answered;
        return HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            message: "Ce fichier n'est pas un document LIFT : son élément racine est « html ».",
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderImportPage();

    await user.upload(fileInput(), liftFile());
    await user.click(screen.getByRole('button', { name: 'Lire le fichier' }));
    await screen.findByRole('button', { name: 'Lecture du fichier...' });
    expect(fileInput()).toBeDisabled();
    answer();
    const message = await screen.findByText(/Ce fichier n'est pas un document LIFT/);
    expect(message.closest('[aria-live]')).not.toBeNull();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveFocus();
    expect(received?.get('languageId')).toBe('1');
    expect(received?.get('format')).toBe('lift');
    // The form is as it was: another file can be sent.
    expect(screen.getByRole('button', { name: 'Lire le fichier' })).toBeEnabled();
  });

  it('says a file too large for the server in the interface language', async () => {
    server.use(
      apiError('post', '/api/interchange/preview', 413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request body is too large',
      }),
    );
    const { user } = await renderImportPage({ route: '/import?language=2', language: 'en' });

    await user.upload(fileInput(), liftFile('lingala.zip'));
    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByText(/too large/i)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Lingala');
    // A preview is not shown for a refused file.
    expect(screen.queryByRole('heading', { name: 'Import preview' })).not.toBeInTheDocument();
  });
});
