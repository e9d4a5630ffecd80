import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWord } from '@client/test/factories/words';
import { server } from '@client/test/server';
import { answerTheForm, renderEditPage } from './word-form-lexicon-helpers';

const CHANGED =
  "Ce mot a été modifié entre-temps (dans un autre onglet ou par quelqu'un d'autre). Rechargez-le : rien n'a été enregistré.";

describe('an edit over a newer one', () => {
  beforeEach(answerTheForm);

  it("is refused with the server's message, and everything typed stays", async () => {
    const versions: (string | null)[] = [];
    server.use(
      http.put('/api/words/:id', async ({ request }) => {
        versions.push((await request.formData()).get('version') as string | null);
        return HttpResponse.json({ code: 'CONFLICT', message: CHANGED }, { status: 409 });
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
  });
});
