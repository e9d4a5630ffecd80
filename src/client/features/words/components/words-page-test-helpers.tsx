/**
 * What the words list's test files share: the page in a browser whose address and Back button a
 * test can read and press, the API's pages of words, and the list, pager and toasts as a user
 * finds them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { expect } from 'vitest';
import { PaginatedWordsSchema, type PaginatedWords } from '@shared/schemas/words';
import { WordsRoute } from '@client/app/routes/admin/words-route';
import { buildWordsPage } from '@client/test/factories/words';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';

/** The address the list is at, as the browser's address bar would show it. */
let currentAddress = '';
export const address = () => currentAddress;

/** The browser around the page: its address and its Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentAddress = `${location.pathname}${location.search}`;
  }, [location]);
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Page précédente du navigateur
    </button>
  );
}

export const renderWords = (options: RenderOptions = {}) =>
  renderWithApp(
    <>
      <WordsRoute />
      <Browser />
    </>,
    {
      route: '/words',
      path: '/words',
      session: 'admin',
      otherRoutes: { '/words/new': <p>new word page</p> },
      ...options,
    },
  );

export const wordList = () => screen.getByRole('list', { name: 'Liste des mots' });
export const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
export const pageLinks = () =>
  within(pager())
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

/** The toast area once it says every one of `texts`. */
export const expectToast = (...texts: string[]) =>
  waitFor(() => {
    const area = screen.getByRole('region', { name: /^Notifications/ });
    for (const text of texts) expect(area).toHaveTextContent(text);
  });

/**
 * GET /api/words/paginated over a dictionary of `total` words: the page and size asked for, and
 * each request's query string kept in `asked`.
 */
export function answerWords(total: number, asked: URLSearchParams[] = []) {
  server.use(
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      asked.push(url.searchParams);
      return buildWordsPage({
        page: Number(url.searchParams.get('page')),
        limit: Number(url.searchParams.get('limit')),
        total,
      });
    }),
  );
  return asked;
}

/** One page holding `words` only. */
export const answerPage = (page: PaginatedWords) =>
  server.use(apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, page));
