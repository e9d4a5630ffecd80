import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeletionImpactSchema, type DeletionImpact } from '@shared/schemas/trash';
import { language } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, apiNoContent, server, type ApiRequest } from '@client/test/server';
import { DeleteLanguageDialog } from './delete-language-dialog';

import '@client/components/ui/toaster';

const KIKONGO = language({ id: 7, name: 'Kikongo' });

/** The dialog open on Kikongo, whose deletion would take `impact`; the DELETE calls it receives. */
async function openOn(
  impact: DeletionImpact,
  { canDeleteContent = true, lang = 'fr' as 'fr' | 'en' } = {},
) {
  const deletes: ApiRequest[] = [];
  server.use(
    apiHandler('get', '/api/languages/7/deletion-impact', DeletionImpactSchema, impact),
    apiNoContent('delete', '/api/languages/:id', (request) => deletes.push(request)),
  );
  const onClose = vi.fn();
  const rendered = await renderWithApp(
    <DeleteLanguageDialog
      language={KIKONGO}
      onClose={onClose}
      canDeleteContent={canDeleteContent}
    />,
    { language: lang },
  );
  const dialog = screen.getByRole('alertdialog', {
    name: lang === 'fr' ? 'Supprimer la langue?' : 'Delete the language?',
  });
  return { ...rendered, dialog, deletes, onClose };
}

describe('DeleteLanguageDialog', () => {
  it('puts an empty language in the trash without asking for its name', async () => {
    const { user, dialog, deletes, onClose } = await openOn({
      words: 0,
      expressions: 0,
      recordings: 0,
    });

    expect(
      await within(dialog).findByText(
        "« Kikongo » ira dans la corbeille, d'où un administrateur pourra la restaurer pendant 90 jours.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText('« Kikongo » a été placée dans la corbeille.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Langue supprimée')).toBeInTheDocument();
    expect(deletes.map((d) => [d.params.id, d.body])).toEqual([['7', undefined]]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says what goes with a language, and deletes only once its exact name is typed', async () => {
    const { user, dialog, deletes } = await openOn({ words: 12, expressions: 1, recordings: 0 });

    expect(
      await within(dialog).findByText(
        '12 mots, 1 expression et 0 enregistrements seront supprimés avec elle.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "Elle ira dans la corbeille, d'où un administrateur pourra la restaurer avec tout son contenu pendant 90 jours.",
    );
    const field = within(dialog).getByRole('textbox', {
      name: 'Pour confirmer, saisissez le nom de la langue : « Kikongo »',
    });
    expect(field).toHaveAccessibleDescription('Les majuscules et les accents comptent.');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    expect(confirm).toBeDisabled();

    await user.type(field, 'kikongo');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Kikongo ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(
      await screen.findByText('« Kikongo » a été placée dans la corbeille.'),
    ).toBeInTheDocument();
    expect(deletes.map((d) => d.body)).toEqual([{ confirmName: 'Kikongo ' }]);
  });

  it('tells an editor that only an administrator can delete a language with content', async () => {
    const { dialog } = await openOn(
      { words: 2, expressions: 0, recordings: 1 },
      { canDeleteContent: false },
    );

    expect(
      await within(dialog).findByText(
        'Seul un administrateur peut supprimer une langue qui contient des mots ou des expressions.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      '2 mots, 0 expressions et 1 enregistrement seront supprimés avec elle.',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  });

  it('speaks English', async () => {
    const { user, dialog } = await openOn(
      { words: 1, expressions: 3, recordings: 2 },
      { lang: 'en' },
    );

    expect(
      await within(dialog).findByText(
        '1 word, 3 expressions and 2 recordings will be deleted with it.',
      ),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', {
      name: 'To confirm, type the name of the language: “Kikongo”',
    });
    await user.type(field, 'Kikongo');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('says why the server refused, and closes', async () => {
    const { user, dialog, onClose } = await openOn({ words: 0, expressions: 0, recordings: 0 });
    server.use(
      apiError('delete', '/api/languages/:id', 409, {
        code: 'CONFLICT',
        message: 'La langue est encore utilisée.',
      }),
    );

    await within(dialog).findByText(/ira dans la corbeille/);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Impossible de supprimer la langue')).toBeInTheDocument();
    expect(screen.getByText('La langue est encore utilisée.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
