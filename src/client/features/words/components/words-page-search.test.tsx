import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { address, answerPage, answerWords, renderWords, wordList } from './words-page-test-helpers';

describe('WordsPage', () => {
  // The search waits for a 300 ms pause in typing: the faked clock says exactly when it is sent.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('does not search for one character, and keeps the page', async () => {
    // Two pages, the second of one word: how many words a page shows is not what this is about.
    const asked = answerWords(21);
    const { user } = await renderWords({ route: '/words?page=2' });
    await screen.findByText('Affichage de 21 à 21 sur 21');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un mot' }), 'b');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(address()).toBe('/words?page=2');
    expect(asked.map((params) => params.get('search'))).toEqual([null]);
  });

  it('sends one search once typing pauses for 300 ms, not one per key', async () => {
    const asked = answerWords(3);
    const { user } = await renderWords();
    await screen.findByText('Affichage de 1 à 3 sur 3');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un mot' });

    // Six keys, 40 ms apart: well inside the pause.
    for (const key of 'ngombe') {
      await user.type(search, key);
      await act(() => vi.advanceTimersByTimeAsync(40));
    }
    await act(() => vi.advanceTimersByTimeAsync(259));
    expect(address()).toBe('/words');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(address()).toBe('/words?q=ngombe');
    await waitFor(() =>
      expect(asked.map((params) => params.get('search'))).toEqual([null, 'ngombe']),
    );
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(asked).toHaveLength(2);
  });

  it('says how a searched word matched: by another of its forms, or approximately', async () => {
    answerPage(
      buildWordsPage({
        total: 2,
        words: [
          buildWord({
            localWord: { id: 1, localWord: 'mtu' },
            match: { by: 'form', kind: 'plural', form: 'watu' },
          }),
          buildWord({
            localWord: { id: 2, localWord: 'kaa', homographNumber: 1 },
            match: { by: 'approximate' },
          }),
        ],
      }),
    );
    await renderWords({ route: '/words?q=watu' });
    await screen.findByText('Affichage de 1 à 2 sur 2');
    const [mtu, kaa] = within(wordList()).getAllByRole('article');
    expect(mtu).toHaveAccessibleName('mtu');
    expect(mtu).toHaveTextContent('watu — pluriel de mtu');
    expect(kaa).toHaveAccessibleName('kaa₁');
    expect(within(kaa!).getByText('Approchant')).toBeInTheDocument();
    expect(mtu).not.toHaveTextContent('Approchant');
  });
});
