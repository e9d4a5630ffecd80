import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WordPageSchema } from '@shared/schemas/pages';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { WordPageView } from '@client/features/word-page/components/word-page';
import { paginatedWords, wordEntry, wordPageEntry } from '@client/test/factories/public';
import { apiHandler, server } from '@client/test/server';
import { address, recordRequests, renderBrowse, serveSwahili } from './browse-test-helpers';

/** A search for "neno" that finds 25 words: 20, then 5. */
function serveSearch() {
  serveSwahili();
  server.use(
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const first = (page - 1) * 20;
      const words = Array.from({ length: Math.min(20, 25 - first) }, (_, i) =>
        wordEntry({ id: first + i + 1, localWord: `neno${first + i + 1}` }),
      );
      return paginatedWords(words, { page, total: 25 });
    }),
    apiHandler('get', '/api/pages/word/:slug', WordPageSchema, ({ params }) => ({
      entries: [wordPageEntry({ id: 900, localWord: String(params.slug) })],
    })),
  );
}

/** The word route as the app has it. */
function WordAt() {
  const { slug = '' } = useParams();
  return <WordPageView key={slug} slug={slug} />;
}

// By tag and text rather than role: a role query over 25 cards costs a second each in jsdom.
const results = () => document.querySelectorAll('article');
const more = () => screen.getByText('Afficher plus de mots').closest('button')!;
const searches = (requests: string[]) =>
  requests.filter((request) => request.startsWith('/api/words/paginated'));

describe('the browse page’s search', () => {
  it('says why a one-letter search is not run, from the address and from its box', async () => {
    serveSwahili();
    const { requests, stop } = recordRequests();
    const { user } = await renderBrowse('/browse?q=a');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'La recherche commence à 2 caractères : « a » est trop court. Tapez un mot plus long, ou choisissez une lettre.',
    );
    const box = screen.getByRole('searchbox', { name: 'Rechercher un mot' });
    expect(box).toHaveAccessibleDescription(status.textContent!);
    await user.clear(box);
    await user.type(box, 'b{Enter}');
    expect(status).toHaveTextContent('« b » est trop court');
    // Nothing searched for either letter, and the address is left as it was.
    stop();
    expect(requests.some((request) => /search=/.test(request))).toBe(false);
    expect(address()).toBe('/browse?q=a');
  });

  it('says it in English too', async () => {
    serveSwahili();
    await renderBrowse('/browse?q=%C9%9B%CC%81', { language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Searches start at 2 characters: “ɛ́” is too short.',
    );
  });

  it('keeps the results loaded with "more" in the address, and brings them back from it', async () => {
    serveSearch();
    const { user } = await renderBrowse('/browse?q=neno');
    await screen.findByText('neno20');
    expect(results()).toHaveLength(20);

    await user.click(more());
    await screen.findByText('neno25');
    expect(results()).toHaveLength(25);
    expect(address()).toBe('/browse?q=neno&shown=25');
    expect(screen.queryByText('Afficher plus de mots')).toBeNull();
  });

  it('opens an address with `shown` with as many results, read request by request', async () => {
    serveSearch();
    const { requests, stop } = recordRequests();
    await renderBrowse('/browse?q=neno&shown=25');
    await screen.findByText('neno25');
    stop();
    expect(results()).toHaveLength(25);
    expect(searches(requests)).toEqual([
      '/api/words/paginated?page=1&limit=20&published=true&search=neno',
      '/api/words/paginated?page=2&limit=20&published=true&search=neno',
    ]);
  });

  it('leads back from a word to the search, with the results loaded, without reading them again', async () => {
    serveSearch();
    const { user } = await renderBrowse('/browse?q=neno', {
      otherRoutes: { '/word/:slug': <WordAt /> },
    });
    await screen.findByText('neno20');
    await user.click(more());
    await user.click(await screen.findByText('neno23'));
    expect(await screen.findByRole('heading', { level: 1, name: 'neno23' })).toBeVisible();

    const { requests, stop } = recordRequests();
    await user.click(screen.getByRole('link', { name: 'Retour aux résultats' }));
    await screen.findByText('neno25');
    stop();
    expect(address()).toBe('/browse?q=neno&shown=25');
    expect(results()).toHaveLength(25);
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toHaveValue('neno');
    expect(searches(requests)).toEqual([]);
  });
});
