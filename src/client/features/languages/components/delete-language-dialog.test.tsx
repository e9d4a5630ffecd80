import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { language } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiError, apiNoContent, server } from '@client/test/server';
import { DeleteLanguageDialog } from './delete-language-dialog';

describe('DeleteLanguageDialog', () => {
  it('deletes the language on confirm, says so, and closes', async () => {
    const deleted: unknown[] = [];
    server.use(
      apiNoContent('delete', '/api/languages/:id', ({ params }) => deleted.push(params.id)),
    );
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeleteLanguageDialog language={language({ id: 7, name: 'Kikongo' })} onClose={onClose} />,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la langue?' });
    expect(dialog).toHaveTextContent('Kikongo');
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('« Kikongo » a été supprimée.')).toBeInTheDocument();
    expect(screen.getByText('Langue supprimée')).toBeInTheDocument();
    expect(deleted).toEqual(['7']);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says why the server refused, and closes', async () => {
    server.use(
      apiError('delete', '/api/languages/:id', 409, {
        code: 'CONFLICT',
        message: 'La langue est encore utilisée.',
      }),
    );
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeleteLanguageDialog language={language({ id: 7, name: 'Kikongo' })} onClose={onClose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Impossible de supprimer la langue')).toBeInTheDocument();
    expect(screen.getByText('La langue est encore utilisée.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
