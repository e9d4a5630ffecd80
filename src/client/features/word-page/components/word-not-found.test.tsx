import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WordPageSchema } from '@shared/schemas/pages';
import { PaginatedWordsSchema, type WordEntry } from '@shared/schemas/words';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { paginatedWords, wordEntry, wordPageEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';
import { WordPageView } from './word-page';

/** The word route as the app has it: the slug from the address. */
function WordAt() {
  const { slug = '' } = useParams();
  return <WordPageView key={slug} slug={slug} />;
}

const approximate = (entry: WordEntry): WordEntry => ({ ...entry, match: { by: 'approximate' } });

/** The API of a dictionary with Swahili's mbwa only: any other slug is a 404. */
function serveDictionary(found: WordEntry[]) {
  const searches: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/pages/word/mbwa', WordPageSchema, {
      entries: [wordPageEntry({ id: 3, localWord: 'mbwa' })],
    }),
    apiError('get', '/api/pages/word/:slug', 404, {
      code: 'NOT_FOUND',
      message: 'Mot introuvable',
    }),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      searches.push(url.searchParams);
      return paginatedWords(found, { total: found.length });
    }),
  );
  return searches;
}

const renderWordAt = (slug: string, language: 'fr' | 'en' = 'fr') =>
  renderWithApp(
    <TooltipProvider>
      <WordAt />
    </TooltipProvider>,
    {
      route: `/word/${encodeURIComponent(slug)}`,
      path: '/word/:slug',
      language,
      otherRoutes: { '/browse': <p>browse page</p> },
    },
  );

describe('a word not found', () => {
  it('suggests the words the search finds for it, each leading to its page', async () => {
    const searches = serveDictionary([
      approximate({
        ...wordEntry({ id: 3, localWord: 'mbwa', languageName: 'Swahili' }),
        frenchWord: {
          id: 9,
          word: 'chien',
          definition: null,
          partOfSpeech: null,
          pronunciation: null,
        },
      }),
      approximate(wordEntry({ id: 4, localWord: 'mbwe', languageName: 'Lingala' })),
    ]);
    const { user } = await renderWordAt('mbwaa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
    // The search box holds what was asked, to correct it.
    expect(screen.getByRole('searchbox', { name: 'Rechercher un mot' })).toHaveValue('mbwaa');
    const suggestions = await screen.findByRole('region', { name: 'Vouliez-vous dire :' });
    const links = within(suggestions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/word/mbwa', '/word/mbwe']);
    expect(links[0]).toHaveTextContent('mbwaSwahilichien');
    // The site's search, as visitors see it.
    expect(searches[0]!.get('search')).toBe('mbwaa');
    expect(searches[0]!.get('published')).toBe('true');

    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'mbwa' })).toBeVisible();
  });

  it('says when nothing is close, in English too, and searches from its box', async () => {
    serveDictionary([]);
    const { user } = await renderWordAt('qqqzzz', 'en');

    expect(await screen.findByText('No word close to “qqqzzz” in the dictionary.')).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Search for a word' });
    await user.clear(box);
    await user.type(box, 'maji{Enter}');
    expect(await screen.findByText('browse page')).toBeVisible();
  });

  it('asks for nothing when the slug is too short to search, and says why a one-letter search is not run', async () => {
    const searches = serveDictionary([]);
    const { user } = await renderWordAt('m');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Vouliez-vous dire :' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un mot' }), '{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'La recherche commence à 2 caractères : « m » est trop court.',
    );
    expect(searches).toEqual([]);
    expect(screen.queryByText('browse page')).toBeNull();
  });
});
