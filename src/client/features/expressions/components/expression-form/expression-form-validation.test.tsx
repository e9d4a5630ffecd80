import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@client/test/server';
import {
  choose,
  chosenWords,
  expectToast,
  pick,
  recordings,
  renderNew,
  setUpTheForm,
  tearDownTheForm,
  wav,
  wordsBox,
} from './expression-form-test-helpers';

describe('the expression form', () => {
  beforeEach(setUpTheForm);
  afterEach(tearDownTheForm);

  it('says what is missing or refused, sends nothing while invalid, and keeps all after a failed save', async () => {
    const rendered = await renderNew();
    const { user, container } = rendered;
    const saves: unknown[] = [];
    server.use(
      http.post('/api/expressions', () => {
        saves.push('POST');
        return HttpResponse.json(
          { code: 'INTERNAL', message: 'Internal Server Error' },
          { status: 500 },
        );
      }),
    );
    const create = screen.getByRole('button', { name: "Créer l'expression" });

    await user.click(create);
    expect(await screen.findByText('Veuillez sélectionner au moins un mot')).toBeInTheDocument();
    expect(screen.getByText('Au moins un fichier audio est obligatoire')).toBeInTheDocument();
    await waitFor(() => expect(wordsBox()).toHaveFocus());
    expect(wordsBox()).toHaveAttribute('aria-invalid', 'true');

    // With a word, the audio is still missing: the focus goes to the upload button.
    await pick(rendered, 'Mots', 'mbwa', /^mbwa Swahili/);
    await waitFor(() =>
      expect(screen.queryByText('Veuillez sélectionner au moins un mot')).not.toBeInTheDocument(),
    );
    await user.click(create);
    expect(screen.getByText('Au moins un fichier audio est obligatoire')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toHaveFocus(),
    );
    expect(saves).toEqual([]);

    // A file that is not audio, by its declared type, is refused.
    choose(container, new File(['pas un son'], 'notes.txt', { type: 'text/plain' }));
    await expectToast('Type de fichier invalide', 'Veuillez sélectionner un fichier audio');
    expect(recordings()).not.toBeInTheDocument();

    // Three files at once: the third is dropped, and recording and upload are disabled.
    choose(container, wav('un.wav'), wav('deux.wav'), wav('trois.wav'));
    await expectToast('Limite atteinte', 'Maximum 2 fichiers audio autorisés');
    expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
    expect(recordings()).not.toHaveTextContent('trois.wav');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
    expect(screen.queryByText('Au moins un fichier audio est obligatoire')).not.toBeInTheDocument();

    // A failed save keeps everything and says why.
    await user.click(create);
    await expectToast(
      "Échec de la création de l'expression",
      'Erreur interne du serveur. Réessayez plus tard.',
    );
    expect(saves).toEqual(['POST']);
    expect(screen.queryByText('expressions list')).not.toBeInTheDocument();
    expect(chosenWords()).toEqual([expect.stringMatching(/^mbwa/)]);
    expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('speaks English when the interface does', async () => {
    const { user } = await renderNew('en');
    expect(screen.getByRole('heading', { level: 1, name: 'New expression' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the expression' }));
    expect(await screen.findByText('Please select at least one word')).toBeInTheDocument();
  });
});
