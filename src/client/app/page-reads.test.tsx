import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  recordRequests,
  renderBrowse,
  serveSwahili,
} from '@client/features/browse/components/browse-test-helpers';
import { WordPageSchema } from '@shared/schemas/pages';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { WordPageView } from '@client/features/word-page/components/word-page';
import { createQueryClient } from '@client/lib/query-client';
import { paginatedWords, wordEntry, wordPageEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';
import { PAGE_READS } from './page-reads';

/** What the server reads before rendering /browse at `search`, into the cache it renders with. */
async function serverReads(search: string) {
  const client = createQueryClient();
  const { requests, stop } = recordRequests();
  await Promise.all(
    PAGE_READS.browse({ params: {}, searchParams: new URLSearchParams(search) }, client),
  );
  stop();
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  expect(failed).toEqual([]);
  return { client, requests };
}

describe('the reads behind the server-rendered /browse', () => {
  it("of a language's letter: its letter bar and its page of words, all the page then shows", async () => {
    serveSwahili({
      answer: ({ letter, page }) => ({
        words: [wordEntry({ localWord: `${letter}-${page}` })],
        total: 45,
      }),
    });
    const { client, requests } = await serverReads('language=1&letter=ch&page=2');
    expect([...requests].sort()).toEqual([
      '/api/languages',
      '/api/public/languages/1/letters',
      '/api/public/languages/1/words?letter=ch&page=2&limit=20',
    ]);

    // The page renders from those reads alone: the browser's hydration reads nothing again.
    const after = recordRequests();
    await renderBrowse('/browse?language=1&letter=ch&page=2', { queryClient: client });
    const bar = screen.getByRole('navigation', { name: 'Parcourir par lettre' });
    expect(within(bar).getByRole('link', { name: 'Ch, 3 mots' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ch-2' })).toBeInTheDocument();
    after.stop();
    expect(after.requests).toEqual([]);
  });

  it('of a language without a letter, of every language, and of a search', async () => {
    serveSwahili();
    expect((await serverReads('language=1')).requests.sort()).toEqual([
      '/api/languages',
      '/api/public/languages/1/letters',
      '/api/public/languages/1/words?page=1&limit=20',
    ]);
    // Across languages: the folded letters and the first 20 words.
    expect((await serverReads('letter=m')).requests.sort()).toEqual([
      '/api/languages',
      '/api/words/letters?published=true',
      '/api/words/paginated?page=1&limit=20&published=true&letter=m',
    ]);
    // A search, in a language too, shows no letter bar: nothing is read for one.
    expect((await serverReads('q=maji&language=1')).requests.sort()).toEqual([
      '/api/languages',
      '/api/words/paginated?page=1&limit=20&published=true&search=maji&languageId=1',
    ]);
  });

  it('of a search, shown without reading again', async () => {
    serveSwahili();
    const { client } = await serverReads('q=maji');
    const after = recordRequests();
    await renderBrowse('/browse?q=maji', { queryClient: client });
    expect(screen.getByRole('heading', { level: 2, name: 'tafuta-1' })).toBeInTheDocument();
    after.stop();
    expect(after.requests).toEqual([]);
  });

  it('of a search with results loaded by "more": as many, request by request', async () => {
    serveSwahili();
    server.use(
      apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return paginatedWords([wordEntry({ id: page, localWord: `neno-${page}` })], {
          page,
          total: 1000,
        });
      }),
    );
    const { client, requests } = await serverReads('q=neno&shown=40');
    expect(requests.filter((r) => r.startsWith('/api/words/paginated'))).toEqual([
      '/api/words/paginated?page=1&limit=20&published=true&search=neno',
      '/api/words/paginated?page=2&limit=20&published=true&search=neno',
    ]);
    const after = recordRequests();
    await renderBrowse('/browse?q=neno&shown=40', { queryClient: client });
    expect(screen.getByRole('heading', { level: 2, name: 'neno-2' })).toBeInTheDocument();
    after.stop();
    expect(after.requests).toEqual([]);
    // An address asking for more than 200 results brings back 200 (10 requests).
    expect(
      (await serverReads('q=neno&shown=100000')).requests.filter((r) =>
        r.startsWith('/api/words/paginated'),
      ),
    ).toHaveLength(10);
  });
});

describe('the reads behind the server-rendered /word/{slug}', () => {
  it('of a word not found: the suggestions, and the page shows them without reading again', async () => {
    server.use(
      apiError('get', '/api/pages/word/:slug', 404, {
        code: 'NOT_FOUND',
        message: 'Mot introuvable',
      }),
      apiHandler(
        'get',
        '/api/words/paginated',
        PaginatedWordsSchema,
        paginatedWords([{ ...wordEntry({ localWord: 'mbwa' }), match: { by: 'approximate' } }]),
      ),
    );
    const client = createQueryClient();
    const { requests, stop } = recordRequests();
    await Promise.all(
      PAGE_READS.word({ params: { slug: 'mbwaa' }, searchParams: new URLSearchParams() }, client),
    );
    stop();
    expect(requests).toEqual([
      '/api/pages/word/mbwaa',
      '/api/words/paginated?search=mbwaa&page=1&limit=10&published=true',
    ]);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success']);

    const after = recordRequests();
    await renderWithApp(
      <TooltipProvider>
        <WordPageView slug="mbwaa" />
      </TooltipProvider>,
      { queryClient: client },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mot introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^mbwa/ })).toHaveAttribute('href', '/word/mbwa');
    after.stop();
    expect(after.requests).toEqual([]);
  });

  it('of a word found: its page only', async () => {
    server.use(
      apiHandler('get', '/api/pages/word/:slug', WordPageSchema, {
        entries: [wordPageEntry({ localWord: 'mbwa' })],
      }),
    );
    const client = createQueryClient();
    const { requests, stop } = recordRequests();
    await Promise.all(
      PAGE_READS.word({ params: { slug: 'mbwa' }, searchParams: new URLSearchParams() }, client),
    );
    stop();
    expect(requests).toEqual(['/api/pages/word/mbwa']);
  });
});
