import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWord } from '@client/test/factories/words';
import { answerTheForm, lastSent, renderEditPage, sent, update } from './word-form-lexicon-helpers';

/** A word with its two recordings stored. */
const withTwoRecordings = () =>
  buildWord({
    localWord: {
      id: 70,
      localWord: 'ndege',
      audioUrl: '/api/audio/files/ndege-1.webm',
      audioUrl2: '/api/audio/files/ndege-2.webm',
    },
  });

const recordings = () => screen.getByRole('list', { name: 'Enregistrements' });
const slot = (n: number) =>
  within(recordings())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(`Audio ${n}`))!;

// No handler answers DELETE /api/words/70/audio/N: a call to it would fail the test.
describe("deleting one of a word's recordings", () => {
  beforeEach(answerTheForm);

  it('only marks it: it can be restored, and the save sends its removal', async () => {
    const { user } = await renderEditPage(withTwoRecordings());
    await user.click(screen.getByRole('button', { name: "Supprimer l'audio 2" }));
    expect(slot(2)).toHaveTextContent("Retiré à l'enregistrement");
    // Its place is free for another recording.
    expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: "Rétablir l'audio 2" }));
    expect(slot(2)).not.toHaveTextContent("Retiré à l'enregistrement");
    expect(screen.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: "Supprimer l'audio 2" }));
    await user.click(update());
    const body = await lastSent();
    expect(body.get('removeAudio')).toBe('[2]');
    expect(body.get('audio1')).toBeNull();
    expect(body.get('audio2')).toBeNull();
  });

  it('is undone by Cancel, once leaving without saving is confirmed', async () => {
    const { user } = await renderEditPage(withTwoRecordings());
    await user.click(screen.getByRole('button', { name: "Supprimer l'audio 1" }));
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).getByRole(
        'button',
        { name: 'Quitter sans enregistrer' },
      ),
    );
    expect(await screen.findByText('words list')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
