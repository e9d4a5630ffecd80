import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedUrlSchema } from '@shared/schemas/words';
import { stopAudio } from '@client/lib/audio-player';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { apiError, apiHandler, server } from '@client/test/server';
import { answerPage, expectToast, renderWords } from './words-page-test-helpers';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

describe('WordsPage', () => {
  afterEach(() => {
    stopAudio();
    vi.restoreAllMocks();
  });

  describe('audio', () => {
    /** Each playback the page starts: the address the browser was given. */
    let played: string[];
    beforeEach(() => {
      played = [];
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
      vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    });

    it('a file that cannot be played says so, and its button is released', async () => {
      // What a browser does with a 404 file: play() rejects.
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
        this: HTMLMediaElement,
      ) {
        played.push(this.src);
        return Promise.reject(new DOMException('No supported source', 'NotSupportedError'));
      });
      const word = buildWord({
        localWord: { localWord: 'kimya', audioUrl: '/api/audio/files/kimya.wav' },
      });
      answerPage(buildWordsPage({ total: 1, words: [word] }));
      const { user } = await renderWords();

      const article = await screen.findByRole('article', { name: 'kimya' });
      const play = within(article).getByRole('button', { name: "Écouter l'audio 1" });
      expect(play).toHaveAttribute('aria-pressed', 'false');
      await user.click(play);
      await expectToast('Erreur de lecture', 'Impossible de lire le fichier audio');
      expect(play).toHaveAttribute('aria-pressed', 'false');
      // A file of this server is played as it is, without a signed URL.
      expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/kimya\.wav$/)]);
    });

    it('a stored address outside this server is played through a signed URL, and its failure said', async () => {
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
        this: HTMLMediaElement,
      ) {
        played.push(this.src);
        return Promise.resolve();
      });
      const remote = 's3://maneno-audio/words/wingu.wav';
      const asked: string[] = [];
      server.use(
        apiHandler('get', '/api/audio/signed-url', SignedUrlSchema, ({ url }) => {
          asked.push(url.searchParams.get('url')!);
          return { signedUrl: '/api/audio/files/signed-wingu.wav' };
        }),
      );
      const word = buildWord({ localWord: { localWord: 'wingu', audioUrl: remote } });
      answerPage(buildWordsPage({ total: 1, words: [word] }));
      const { user } = await renderWords();

      const article = await screen.findByRole('article', { name: 'wingu' });
      const play = within(article).getByRole('button', { name: "Écouter l'audio 1" });
      await user.click(play);
      await waitFor(() => expect(play).toHaveAttribute('data-state', 'playing'));
      expect(play).toHaveAttribute('aria-pressed', 'true');
      expect(asked).toEqual([remote]);
      expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/signed-wingu\.wav$/)]);
      await user.click(play);
      expect(play).toHaveAttribute('aria-pressed', 'false');

      server.use(
        apiError('get', '/api/audio/signed-url', 502, { code: 'INTERNAL', message: 'S3 down' }),
      );
      await user.click(play);
      await expectToast('Erreur de lecture', 'Impossible de lire le fichier audio');
      expect(play).toHaveAttribute('aria-pressed', 'false');
      expect(played).toHaveLength(1);
    });
  });
});
