import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditWordRoute } from '@client/app/routes/admin/word-form-route';
import { renderWithApp } from '@client/test/render';
import { apiError, server } from '@client/test/server';
import { answerTheForm, expectToast, renderForm } from './word-form-test-helpers';

// The dictionary searches, the duplicate check, the required fields and a failed save have files
// of their own beside this one (word-form-*.test.tsx).
describe('the word form', () => {
  beforeEach(answerTheForm);
  afterEach(() => vi.unstubAllGlobals());

  describe('audio files', () => {
    beforeEach(() => {
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
      URL.revokeObjectURL = () => {};
    });

    /** The hidden file input the upload button opens (what a file chooser fills). */
    const chooseFiles = async (container: HTMLElement, ...files: File[]) => {
      // The files are checked by the form, not by the browser's chooser filter.
      const user = userEvent.setup({ delay: null, applyAccept: false });
      await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, files);
    };
    const wav = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/wav' });
    const recordings = () => screen.queryByRole('list', { name: 'Enregistrements' });

    it('text is refused, 10 MB at most, 2 in all', async () => {
      const { user, container } = await renderForm();

      await chooseFiles(container, new File(['pas un son'], 'notes.txt', { type: 'text/plain' }));
      await expectToast('Type de fichier invalide', 'Veuillez sélectionner un fichier audio');
      expect(recordings()).not.toBeInTheDocument();

      const big = wav('trop-long.wav');
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      await chooseFiles(container, big);
      await expectToast(
        'Fichier trop volumineux',
        '« trop-long.wav » dépasse la taille maximale de 10 Mo.',
      );
      expect(recordings()).not.toBeInTheDocument();

      await chooseFiles(container, wav('un.wav'), wav('deux.wav'), wav('trois.wav'));
      await expectToast('Limite atteinte', 'Maximum 2 fichiers audio autorisés');
      expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(2);
      expect(recordings()).not.toHaveTextContent('trois.wav');
      expect(
        screen.getByText('Limite atteinte : 2 fichiers audio au maximum.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      const upload = screen.getByRole('button', { name: 'Téléverser un fichier audio' });
      expect(upload).toBeDisabled();

      // The phone and desktop layouts each have their remove button: either removes the file.
      await user.click(screen.getAllByRole('button', { name: 'Retirer un.wav' })[0]!);
      expect(within(recordings()!).getAllByRole('listitem')).toHaveLength(1);
      expect(upload).toBeEnabled();
    });
  });

  it('without a microphone, recording says so and can be tried again', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    vi.stubGlobal('navigator', Object.assign(navigator, { mediaDevices: { getUserMedia } }));
    vi.stubGlobal('MediaRecorder', class {});
    const { user } = await renderForm();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast("Impossible d'accéder au microphone");
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });
});

describe('the edit page of a word that does not exist', () => {
  const renderEdit = (route: string) =>
    renderWithApp(<EditWordRoute />, {
      route,
      path: '/words/edit/:id',
      session: 'admin',
      otherRoutes: { '/words': <p>words list</p> },
    });

  it('says so for an unknown id, and for one that is no number, with the way back', async () => {
    server.use(
      apiError('get', '/api/words/:id', 404, { code: 'NOT_FOUND', message: 'Mot non trouvé' }),
    );
    const first = await renderEdit('/words/edit/99999999');
    expect(await screen.findByRole('heading', { name: 'Mot non trouvé' })).toBeInTheDocument();
    first.unmount();

    // No request at all for an id that is no number.
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', record);
    const { user } = await renderEdit('/words/edit/pas-un-nombre');
    expect(screen.getByRole('heading', { name: 'Mot non trouvé' })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Retour aux mots' });
    expect(back.at(-1)).toHaveAttribute('href', '/words');
    await user.click(back.at(-1)!);
    expect(await screen.findByText('words list')).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(asked).toEqual([]);
  });
});
