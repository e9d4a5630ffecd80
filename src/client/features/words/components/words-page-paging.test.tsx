import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { buildWordsPage } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import {
  address,
  answerWords,
  pageLinks,
  pager,
  renderWords,
  wordList,
} from './words-page-test-helpers';

describe('WordsPage', () => {
  it('pages through the dictionary; the page lives in the address', async () => {
    // Two pages, the second short: a full page of 20 is drawn only where it is counted.
    answerWords(25);
    const { user } = await renderWords();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dictionnaire des mots' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('25 mots (tous statuts)', { exact: true })).toBeInTheDocument();
    expect(within(wordList()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Affichage de 1 à 20 sur 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau mot' })).toHaveAttribute('href', '/words/new');
    const [first] = within(wordList()).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: /^Modifier / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/words\/edit\/\d+$/),
    );

    // Page 2 through the pager, then Back to page 1.
    await user.click(within(pager()).getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe('/words?page=2');
    expect(await screen.findByText('Affichage de 21 à 25 sur 25')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Page précédente du navigateur' }));
    expect(address()).toBe('/words');
    expect(await screen.findByText('Affichage de 1 à 20 sur 25')).toBeInTheDocument();
  });

  it('shows a window of at most five pages around the current one', async () => {
    // A long dictionary: 12 pages (each answered with a few words, enough for the pager).
    server.use(
      apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => ({
        ...buildWordsPage({ total: 3 }),
        pagination: {
          page: Number(url.searchParams.get('page')),
          limit: 20,
          total: 235,
          totalPages: 12,
        },
      })),
    );
    const { user } = await renderWords({ route: '/words?page=7' });

    await waitFor(() => expect(pageLinks()).toEqual(['5', '6', '7', '8', '9']));
    expect(within(pager()).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/words?page=6',
    );
    expect(within(pager()).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/words?page=8',
    );
    await user.click(within(pager()).getByRole('link', { name: 'Page 9' }));
    await waitFor(() => expect(pageLinks()).toEqual(['7', '8', '9', '10', '11']));
    await user.click(within(pager()).getByRole('link', { name: 'Page 11' }));
    await waitFor(() => expect(pageLinks()).toEqual(['8', '9', '10', '11', '12']));
  });
});
