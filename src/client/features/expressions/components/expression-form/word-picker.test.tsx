import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedWord } from '@shared/schemas/expressions';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { wordEntry, wordsPage } from '@client/test/factories/expressions';
import { apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { WordPicker } from './word-picker';

/** The picker as the form holds it: labelled 'Mots', its chosen words kept in state. */
function Picker() {
  const [words, setWords] = useState<LinkedWord[]>([]);
  return (
    <>
      <label htmlFor="words">Mots</label>
      <WordPicker id="words" value={words} onChange={setWords} language={null} />
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Mots' });

/** Answers the word search with `entries` and records each request's query. */
function answerSearch(entries: ReturnType<typeof wordEntry>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      queries.push(url.searchParams);
      return wordsPage(entries);
    }),
  );
  return queries;
}

describe('WordPicker', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for 10 local words at most and offers what the search finds', async () => {
    const ngombe = wordEntry({
      id: 30,
      localWord: 'ngɔmbɛ',
      languageName: 'Lingala',
      isoCode: 'ln',
      french: 'vache',
    });
    const queries = answerSearch([
      ngombe,
      ...Array.from({ length: 9 }, (_, i) => wordEntry({ id: 40 + i, localWord: `mògombe${i}` })),
    ]);
    const { user } = await renderWithApp(<Picker />, { session: 'editor' });

    await user.type(box(), 'gomb');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const list = await screen.findByRole('listbox', { name: 'Mots trouvés' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveAccessibleName(/^ngɔmbɛ Lingala/);
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { page: '1', limit: '10', search: 'gomb', match: 'local' },
    ]);

    // A chosen word becomes a chip and is not offered again.
    await user.click(options[0]!);
    expect(
      within(screen.getByRole('list', { name: 'Mots sélectionnés' })).getByRole('listitem'),
    ).toHaveTextContent(/^ngɔmbɛ/);
    expect(box()).toHaveValue('');
  });

  it('waits for typing to pause: one search for a word typed quickly, not one per key', async () => {
    const queries = answerSearch([
      wordEntry({ id: 30, localWord: 'ngɔmbɛ', languageName: 'Lingala', isoCode: 'ln' }),
    ]);
    const { user } = await renderWithApp(<Picker />, { session: 'editor' });

    // Six keys, 40 ms apart: well inside the 300 ms pause.
    for (const key of 'ngombe') {
      await user.type(box(), key);
      await act(() => vi.advanceTimersByTimeAsync(40));
    }
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('option', { name: /^ngɔmbɛ Lingala/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(queries.map((query) => query.get('search'))).toEqual(['ngombe']);
  });

  it('tells homographs apart by number and senses, and says which form matched', async () => {
    const sense = (id: number, french: string) => ({
      ...wordEntry({ id, french }).senses[0]!,
      id,
      frenchWord: {
        id: id + 500,
        word: french,
        definition: null,
        partOfSpeech: null,
        pronunciation: null,
      },
    });
    const homograph = (id: number, n: number, glosses: string[]) => {
      const entry = wordEntry({ id, localWord: 'kaa' });
      return {
        ...entry,
        localWord: { ...entry.localWord, homographNumber: n },
        senses: glosses.map((gloss, i) => sense(id * 10 + i, gloss)),
      };
    };
    const mtu = {
      ...wordEntry({ id: 50, localWord: 'mtu', french: 'personne' }),
      match: { by: 'form' as const, kind: 'plural' as const, form: 'watu' },
    };
    answerSearch([
      homograph(31, 1, ['crabe']),
      homograph(32, 2, ['braise', 'charbon de bois']),
      mtu,
    ]);
    const { user } = await renderWithApp(<Picker />, { session: 'editor' });

    await user.type(box(), 'kaa');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const options = within(
      await screen.findByRole('listbox', { name: 'Mots trouvés' }),
    ).getAllByRole('option');
    expect(options[0]).toHaveTextContent('kaa₁ Swahili crabe');
    expect(options[1]).toHaveTextContent('kaa₂ Swahili braise ; charbon de bois');
    expect(options[2]).toHaveTextContent('mtu Swahili watu — pluriel de mtu personne');

    await user.click(options[1]!);
    expect(
      within(screen.getByRole('list', { name: 'Mots sélectionnés' })).getByRole('listitem'),
    ).toHaveTextContent(/^kaa₂/);
  });
});
