import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TrashItemSchema, type TrashItem } from '@shared/schemas/trash';
import { trashItem } from '@client/test/factories/trash';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, apiNoContent, server } from '@client/test/server';
import { daysLeft, TrashPage } from './trash-page';

import '@client/components/ui/toaster';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const DAY = 24 * 3600_000;

/** The trash answering `items` (the same each read). */
const answerTrash = (items: TrashItem[]) =>
  apiHandler('get', '/api/trash', z.array(TrashItemSchema), items);

const renderTrash = (canManage: boolean, lang: 'fr' | 'en' = 'fr') =>
  renderWithApp(<TrashPage canView canManage={canManage} />, {
    session: canManage ? 'admin' : 'editor',
    language: lang,
  });

describe('TrashPage', () => {
  afterEach(() => vi.useRealTimers());

  it('lists each deletion with what went with it, who, when and the days left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server.use(
      answerTrash([
        trashItem({
          id: 2,
          label: 'Kiyombe',
          words: 0,
          expressions: 0,
          recordings: 0,
          deletedAt: NOW - 88 * DAY,
          deletedBy: null,
        }),
        trashItem({
          id: 1,
          label: 'Kikongo',
          words: 12,
          expressions: 1,
          recordings: 5,
          deletedAt: NOW - 5 * DAY,
        }),
      ]),
    );
    await renderTrash(false);

    expect(screen.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeInTheDocument();
    expect(await screen.findByText('2 éléments')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Éléments de la corbeille' });
    const kikongo = within(table).getByRole('row', { name: /Kikongo/ });
    expect(kikongo).toHaveTextContent('Langue');
    expect(kikongo).toHaveTextContent('12 mots, 1 expression et 5 enregistrements');
    expect(kikongo).toHaveTextContent('admin@example.org');
    expect(kikongo).toHaveTextContent('dans 85 jours');
    const kiyombe = within(table).getByRole('row', { name: /Kiyombe/ });
    expect(kiyombe).toHaveTextContent('0 mots, 0 expressions et 0 enregistrements');
    expect(kiyombe).toHaveTextContent('Inconnu');
    expect(kiyombe).toHaveTextContent('dans 2 jours');
    // An editor reads; restoring and deleting for good are an admin's.
    expect(
      screen.getByText(
        'Seul un administrateur peut restaurer un élément ou le supprimer définitivement.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restaurer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /définitivement/ })).not.toBeInTheDocument();
  });

  it('counts the days left whole, rounded up, and none past the purge', () => {
    expect(daysLeft(NOW + 90 * DAY, NOW)).toBe(90);
    expect(daysLeft(NOW + 89 * DAY + 1, NOW)).toBe(90);
    expect(daysLeft(NOW + 1, NOW)).toBe(1);
    expect(daysLeft(NOW, NOW)).toBe(0);
    expect(daysLeft(NOW - DAY, NOW)).toBe(0);
  });

  it('says when the trash is empty, and for how long it keeps what is deleted', async () => {
    server.use(answerTrash([]));
    await renderTrash(true);

    expect(
      await screen.findByRole('heading', { name: 'La corbeille est vide' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les langues supprimées y resteront 90 jours avant leur suppression définitive.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('restores an item for an admin and says so', async () => {
    const restored: unknown[] = [];
    server.use(
      answerTrash([trashItem({ id: 4, label: 'Kikongo' })]),
      apiNoContent('post', '/api/trash/:id/restore', ({ params }) => restored.push(params.id)),
    );
    const { user } = await renderTrash(true);

    await user.click(await screen.findByRole('button', { name: 'Restaurer « Kikongo »' }));

    expect(
      await screen.findByText(
        'La langue « Kikongo » est de retour, avec ses mots et ses expressions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Élément restauré')).toBeInTheDocument();
    expect(restored).toEqual(['4']);
  });

  it('tells why a restore was refused', async () => {
    server.use(
      answerTrash([trashItem({ id: 4, label: 'Kikongo' })]),
      apiError('post', '/api/trash/:id/restore', 409, {
        code: 'CONFLICT',
        message:
          'Impossible de restaurer « Kikongo » : la langue « KIKONGO » porte désormais ce nom. Renommez « KIKONGO », puis restaurez.',
      }),
    );
    const { user } = await renderTrash(true);

    await user.click(await screen.findByRole('button', { name: 'Restaurer « Kikongo »' }));

    expect(await screen.findByText('Impossible de restaurer')).toBeInTheDocument();
    expect(screen.getByText(/Renommez « KIKONGO », puis restaurez\./)).toBeInTheDocument();
  });

  it('deletes an item for good only after its confirmation', async () => {
    const purged: unknown[] = [];
    server.use(
      answerTrash([
        trashItem({ id: 4, label: 'Kikongo', words: 2, expressions: 0, recordings: 1 }),
      ]),
      apiNoContent('delete', '/api/trash/:id', ({ params }) => purged.push(params.id)),
    );
    const { user } = await renderTrash(true);

    await user.click(
      await screen.findByRole('button', { name: 'Supprimer définitivement « Kikongo »' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer définitivement ?' });
    expect(dialog).toHaveTextContent(
      'Cette action est irréversible : la langue « Kikongo », ses mots, ses expressions et leurs enregistrements (2 mots, 0 expressions et 1 enregistrement) seront effacés pour de bon.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(purged).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement « Kikongo »' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Supprimer définitivement',
      }),
    );
    expect(
      await screen.findByText("« Kikongo » n'est plus dans la corbeille."),
    ).toBeInTheDocument();
    expect(purged).toEqual(['4']);
  });

  it('speaks English', async () => {
    server.use(answerTrash([trashItem({ words: 1, expressions: 2, recordings: 0 })]));
    await renderTrash(true, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Kikongo/ });
    expect(row).toHaveTextContent('1 word, 2 expressions and 0 recordings');
    expect(within(row).getByRole('button', { name: 'Restore “Kikongo”' })).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Delete “Kikongo” for good' }),
    ).toBeInTheDocument();
  });

  it('tells other roles the page is not theirs, and reads nothing', async () => {
    await renderWithApp(<TrashPage canView={false} canManage={false} />, {
      session: 'contributor',
    });
    expect(
      screen.getByRole('heading', { name: 'Accès réservé aux administrateurs et aux éditeurs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
