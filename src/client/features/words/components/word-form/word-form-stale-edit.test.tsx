import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { WordEntrySchema } from '@shared/schemas/words';
import { buildWord } from '@client/test/factories/words';
import { apiError, apiHandler, server } from '@client/test/server';
import { answerTheForm, renderEditPage } from './word-form-lexicon-helpers';

const CHANGED =
  "Ce mot a été modifié entre-temps (dans un autre onglet ou par quelqu'un d'autre). Rechargez-le : rien n'a été enregistré.";

describe('editing a word that changed meanwhile', () => {
  beforeEach(answerTheForm);

  it("over a newer edit: refused with the server's message, everything typed stays, then reloaded on demand", async () => {
    const versions: (string | null)[] = [];
    server.use(
      http.put('/api/words/:id', async ({ request }) => {
        versions.push((await request.formData()).get('version') as string | null);
        return HttpResponse.json({ code: 'STALE_VERSION', message: CHANGED }, { status: 409 });
      }),
    );
    const { user } = await renderEditPage(
      buildWord({ localWord: { id: 90, localWord: 'nyumba', version: 5 } }),
    );
    const localWord = screen.getByRole('textbox', { name: 'Mot local' });
    await user.type(localWord, 'ni');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Maison en terre.');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Modification refusée ${CHANGED}`);
    expect(versions).toEqual(['5']);
    expect(localWord).toHaveValue('nyumbani');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Maison en terre.');
    expect(screen.queryByText('words list')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeEnabled(),
    );

    // Reloading starts the form over from the word as it now is, and edits from its new version.
    server.use(
      apiHandler(
        'get',
        '/api/words/90',
        WordEntrySchema,
        buildWord({ localWord: { id: 90, localWord: 'nyumba', notes: 'Maison.', version: 6 } }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vos modifications non enregistrées seront remplacées par la version actuelle.',
    );
    await user.click(screen.getByRole('button', { name: 'Recharger le mot' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Maison.'),
    );
    expect(screen.getByRole('textbox', { name: 'Mot local' })).toHaveValue('nyumba');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(versions).toEqual(['5', '6']));
  });

  it('another refusal (a duplicate that raced) offers no reload', async () => {
    server.use(
      http.put('/api/words/:id', () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'Cette valeur est déjà utilisée.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderEditPage(
      buildWord({ localWord: { id: 91, localWord: 'nyumba' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Modification refusée Cette valeur est déjà utilisée.',
    );
    expect(screen.queryByRole('button', { name: 'Recharger le mot' })).not.toBeInTheDocument();
  });

  it('a reload that cannot read the word says so and keeps what was typed', async () => {
    server.use(
      http.put('/api/words/:id', () =>
        HttpResponse.json({ code: 'STALE_VERSION', message: CHANGED }, { status: 409 }),
      ),
    );
    const { user } = await renderEditPage(
      buildWord({ localWord: { id: 92, localWord: 'nyumba' } }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Maison en terre.');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    server.use(
      apiError('get', '/api/words/92', 500, { code: 'INTERNAL', message: 'Erreur interne.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Recharger le mot' }));
    // The word is read again once the draft is dropped: the toast comes after both.
    const toasts = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(toasts).toHaveTextContent('Impossible de charger le mot.'));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Maison en terre.');
    expect(screen.getByRole('button', { name: 'Recharger le mot' })).toBeEnabled();
  });
});
