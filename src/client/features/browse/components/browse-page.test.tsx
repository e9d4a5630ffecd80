import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { PaginatedWordsSchema, WordLettersSchema } from '@shared/schemas/words';
import { language, paginatedWords } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { BrowsePage } from './browse-page';

describe('BrowsePage', () => {
  it('says when a search finds nothing, and leads home', async () => {
    const searches: URLSearchParams[] = [];
    server.use(
      apiHandler('get', '/api/languages', z.array(LanguageSchema), [language()]),
      apiHandler('get', '/api/words/letters', WordLettersSchema, { letters: ['m', 'n'] }),
      apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
        searches.push(url.searchParams);
        return paginatedWords([]);
      }),
    );
    const { user } = await renderWithApp(<BrowsePage />, {
      route: '/browse?q=qxwzqxwz',
      path: '/browse',
      otherRoutes: { '/': <p>home page</p> },
    });

    expect(await screen.findByRole('heading', { name: 'Aucun mot trouvé' })).toBeInTheDocument();
    // The search asked for what visitors see, from the first page.
    expect(searches).toHaveLength(1);
    expect(searches[0]!.get('search')).toBe('qxwzqxwz');
    expect(searches[0]!.get('published')).toBe('true');
    expect(searches[0]!.get('page')).toBe('1');
    // A search lists no letters: they belong to browsing a language.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
