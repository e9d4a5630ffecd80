import { act, screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { WordSearchResultSchema, type WordSearchResult } from '@shared/schemas/words';
import { apiError, apiHandler, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { GlobalWordSearch } from './global-word-search';

const SearchResultsSchema = z.array(WordSearchResultSchema);

const hit = (overrides: Partial<WordSearchResult>): WordSearchResult => ({
  id: 1,
  word: 'mbwa',
  type: 'local',
  languagesCount: 2,
  localitiesCount: 3,
  localWord: 'mbwa',
  homographNumber: null,
  localWordId: 11,
  languageName: 'Swahili',
  frenchWord: 'chien',
  englishWord: 'dog',
  match: { by: 'headword' },
  ...overrides,
});

const box = () => screen.getByRole('combobox', { name: 'Rechercher un mot dans le dictionnaire' });

/** Where a hit leads: the edit page of the word whose id is in the address. */
function EditPage() {
  return <p>edit page of word {useParams().id}</p>;
}

/** Renders the search on the dashboard, with the word edit page as a place to land. */
const renderSearch = () =>
  renderWithApp(
    <>
      <h1>Tableau de bord</h1>
      <GlobalWordSearch />
    </>,
    {
      route: '/dashboard',
      path: '/dashboard',
      session: 'editor',
      otherRoutes: { '/words/edit/:id': <EditPage /> },
    },
  );

describe('GlobalWordSearch', () => {
  // The search waits for a 300 ms pause in typing: on a faked clock, which findBy moves on at once.
  // Only the clock the debounce reads: React's scheduler keeps running on its own.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks the server only 300 ms after the last key, and only from two letters', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('get', '/api/search/words', SearchResultsSchema, ({ url }) => {
        queries.push(url.searchParams.get('q')!);
        return [hit({}), hit({ id: 2, localWordId: 12, languageName: 'Lingala' })];
      }),
    );
    const { user } = await renderSearch();

    // One letter, or one letter with a tone mark (ɛ́ folds to one letter), opens nothing.
    for (const short of ['m', 'ɛ́']) {
      await user.clear(box());
      await user.type(box(), short);
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText(/Aucun résultat/)).not.toBeInTheDocument();
    }
    expect(queries).toEqual([]);

    await user.clear(box());
    await user.type(box(), 'mbwa');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const options = await screen.findAllByRole('option');
    // One request for the whole word, none per keystroke.
    expect(queries).toEqual(['mbwa']);
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('mbwa');
    expect(options[0]).toHaveTextContent('Swahili');
    expect(options[0]).toHaveTextContent('chien · dog');
    expect(options[0]).toHaveTextContent('Mot local');
    expect(options[1]).toHaveTextContent('Lingala');
  });

  it('closes on Escape, reopens with the arrow key and opens the edit page with Enter', async () => {
    server.use(
      apiHandler('get', '/api/search/words', SearchResultsSchema, [
        hit({ word: 'chien', type: 'french', localWordId: 42 }),
      ]),
    );
    const { user } = await renderSearch();
    await user.type(box(), 'chien');
    const [option] = await within(
      screen.getByRole('listbox', { name: 'Mots trouvés' }),
    ).findAllByRole('option');
    expect(option).toHaveTextContent('Français');

    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/.+/));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('edit page of word 42')).toBeInTheDocument();
  });

  it('closes on a click elsewhere, and a click on a hit opens its edit page', async () => {
    server.use(
      apiHandler('get', '/api/search/words', SearchResultsSchema, [
        hit({ word: 'ngɔmbɛ', localWord: 'ngɔmbɛ', localWordId: 31, languageName: 'Lingala' }),
      ]),
    );
    const { user } = await renderSearch();
    await user.type(box(), 'ngombe');
    expect(await screen.findByRole('option', { name: /ngɔmbɛ/ })).toHaveTextContent('Lingala');

    await user.click(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(box());
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /ngɔmbɛ/ }));
    expect(await screen.findByText('edit page of word 31')).toBeInTheDocument();
  });

  it('says when nothing is found and when the search failed', async () => {
    server.use(apiHandler('get', '/api/search/words', SearchResultsSchema, []));
    const { user } = await renderSearch();
    await user.type(box(), 'xqzxqz');
    expect(await screen.findByText('Aucun résultat trouvé pour "xqzxqz"')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat trouvé pour "xqzxqz"');

    server.use(
      apiError('get', '/api/search/words', 500, { code: 'INTERNAL', message: 'Erreur interne' }),
    );
    await user.clear(box());
    await user.type(box(), 'maji');
    expect(await screen.findByText('Échec de la recherche')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Échec de la recherche');
  });

  it('speaks English when the interface does', async () => {
    server.use(apiHandler('get', '/api/search/words', SearchResultsSchema, [hit({})]));
    const { user } = await renderWithApp(<GlobalWordSearch />, {
      route: '/dashboard',
      session: 'editor',
      language: 'en',
    });
    await user.type(
      screen.getByRole('combobox', { name: 'Search the dictionary for a word' }),
      'mtu',
    );
    const [option] = await within(
      screen.getByRole('listbox', { name: 'Words found' }),
    ).findAllByRole('option');
    expect(option).toHaveTextContent('Local word');
  });

  it('says how each hit matched: its headword (numbered), a gloss, a plural, or a typo', async () => {
    server.use(
      apiHandler('get', '/api/search/words', SearchResultsSchema, () => [
        hit({ id: 1, word: 'kaa', localWord: 'kaa', homographNumber: 2, frenchWord: 'braise' }),
        hit({ id: 2, word: 'braise', type: 'french', localWordId: 12, match: { by: 'gloss' } }),
        hit({
          id: 3,
          word: 'watu',
          localWord: 'mtu',
          localWordId: 13,
          frenchWord: 'personne',
          match: { by: 'form', kind: 'plural', form: 'watu' },
        }),
        hit({
          id: 4,
          word: 'kaka',
          localWord: 'kaka',
          localWordId: 14,
          match: { by: 'approximate' },
        }),
      ]),
    );
    const { user } = await renderSearch();
    await user.type(box(), 'kaa');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'kaa₂Swahilibraise · dogMot local',
      'mbwaSwahilichien · dogFrançais',
      'mtuSwahiliwatu — pluriel de mtupersonne · dogAutre forme',
      'kakaSwahilichien · dogApprochant',
    ]);
  });
});
