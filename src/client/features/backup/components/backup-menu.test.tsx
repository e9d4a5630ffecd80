import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BackupDestinationSchema, BackupResultSchema } from '@shared/schemas/backup';
import { apiError, apiHandler, server, type ApiRequest } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { BackupMenu } from './backup-menu';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
const TOAST_TIMEOUT = { timeout: 3000 };

const PROMPT_S3 = 'Voulez-vous créer une sauvegarde complète de la base de données dans S3?';
const PROMPT = 'Voulez-vous créer une sauvegarde complète de la base de données sur le serveur ?';

const backupButton = () => screen.getByRole('button', { name: 'Sauvegarde' });
const prompt = (name = PROMPT) => screen.getByRole('alertdialog', { name });

/** The server's answer to "where do backups go", and every backup the menu asks for. */
function answerDestination(kind: 's3' | 'local') {
  server.use(apiHandler('get', '/api/backup/destination', BackupDestinationSchema, { kind }));
}

function recordBackups(path = '/srv/maneno/backups/maneno-backup-2025-06-01-120000.tar.gz') {
  const sent: ApiRequest[] = [];
  server.use(
    apiHandler('post', '/api/backup/database', BackupResultSchema, (request) => {
      sent.push(request);
      return { path };
    }),
  );
  return sent;
}

async function renderMenu() {
  return renderWithApp(<BackupMenu />, { route: '/dashboard', session: 'admin' });
}

/** The toast that says `title`, with `description` in it. */
async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title, { selector: 'li *' }, TOAST_TIMEOUT);
  const toast = heading.closest('li')!;
  expect(toast).toHaveTextContent(description);
}

describe('BackupMenu', () => {
  it('names S3 in the prompt and the toast when the server stores backups there', async () => {
    answerDestination('s3');
    const path = 's3://maneno-backups/backups/maneno-backup-2025-06-01-120000.tar.gz';
    const sent = recordBackups(path);
    const { user } = await renderMenu();

    await user.click(backupButton());
    await user.click(
      await screen.findByRole('menuitem', { name: 'Créer une sauvegarde complète' }),
    );
    await user.click(within(prompt(PROMPT_S3)).getByRole('button', { name: 'Sauvegarder' }));

    await expectToast('Sauvegarde réussie', `Base de données sauvegardée dans S3: ${path}`);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the archive stays on the server when there is no S3', async () => {
    answerDestination('local');
    const path = '/srv/maneno/backups/maneno-backup-2025-06-01-120000.tar.gz';
    recordBackups(path);
    const { user } = await renderMenu();

    await user.click(backupButton());
    await user.click(
      await screen.findByRole('menuitem', { name: 'Créer une sauvegarde complète' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Sauvegarder',
      }),
    );

    await expectToast('Sauvegarde réussie', `Base de données sauvegardée sur le serveur : ${path}`);
  });

  it('sends nothing when the prompt is cancelled, by the button or with the keyboard', async () => {
    answerDestination('local');
    const sent = recordBackups();
    const { user } = await renderMenu();

    await user.click(backupButton());
    await user.click(
      await screen.findByRole('menuitem', { name: 'Créer une sauvegarde complète' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Annuler',
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backupButton()).toHaveFocus();

    // The whole menu from the keyboard: Enter opens it on its first item, Escape leaves the prompt.
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Sauvegarde' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Créer une sauvegarde complète',
      'Télécharger une sauvegarde locale',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    // Cancel, the harmless choice, has the focus first.
    expect(within(prompt()).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backupButton()).toHaveFocus();

    expect(sent).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a backup is running, then shows the server message of a refusal', async () => {
    answerDestination('local');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/backup/database', async () => {
        await released;
        return Response.json(
          { code: 'CONFLICT', message: 'Une sauvegarde est déjà en cours.' },
          { status: 409 },
        );
      }),
    );
    const { user } = await renderMenu();

    await user.click(backupButton());
    await user.click(
      await screen.findByRole('menuitem', { name: 'Créer une sauvegarde complète' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Sauvegarder',
      }),
    );

    // Pending: the menu's button says so, and a second backup cannot be asked for.
    const pending = await screen.findByRole('button', { name: 'Sauvegarde...' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(await screen.findByRole('menuitem', { name: 'Sauvegarde...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('menuitem', { name: 'Télécharger une sauvegarde locale' }),
    ).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');

    release();
    await expectToast('Erreur de sauvegarde', 'Une sauvegarde est déjà en cours.');
    expect(backupButton()).not.toHaveAttribute('aria-busy', 'true');
  });

  it('shows the translated internal error when the server fails unexpectedly', async () => {
    answerDestination('local');
    server.use(
      apiError('post', '/api/backup/database', 500, {
        code: 'INTERNAL',
        message: 'Internal Server Error',
      }),
    );
    const { user } = await renderMenu();

    await user.click(backupButton());
    await user.click(
      await screen.findByRole('menuitem', { name: 'Créer une sauvegarde complète' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Sauvegarder',
      }),
    );

    await expectToast('Erreur de sauvegarde', 'Erreur interne du serveur. Réessayez plus tard.');
  });
});
