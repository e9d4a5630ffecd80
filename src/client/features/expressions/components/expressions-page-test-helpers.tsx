/**
 * What the expressions list's test files share: the page with the address it is at, the API's
 * pages of expressions, and the list and pager as a user finds them.
 */
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { PaginatedExpressionsSchema } from '@shared/schemas/expressions';
import { expression, expressionsPage } from '@client/test/factories/expressions';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ExpressionsPage } from './expressions-page';

/** The address the page is at, as the user's browser would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}
export const address = () => screen.getByTestId('address').textContent;

export const list = () => screen.getByRole('list', { name: 'Liste des expressions' });
export const articles = () => within(list()).getAllByRole('article');
export const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

/** Answers the list from `all`, page by page, and records each request's query. */
export function answerList(all: ReturnType<typeof expression>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/expressions/paginated', PaginatedExpressionsSchema, ({ url }) => {
      queries.push(url.searchParams);
      const search = url.searchParams.get('search');
      const found = search ? all.filter((e) => e.expression?.includes(search)) : all;
      return expressionsPage(found, {
        page: Number(url.searchParams.get('page')),
        limit: Number(url.searchParams.get('limit')),
      });
    }),
  );
  return queries;
}

export const renderPage = (route = '/expressions', language: 'fr' | 'en' = 'fr') =>
  renderWithApp(
    <>
      <ExpressionsPage canEdit />
      <Address />
    </>,
    {
      route,
      path: '/expressions',
      session: 'editor',
      language,
      otherRoutes: { '/expressions/new': <p>new expression form</p> },
    },
  );

export const twentyFive = Array.from({ length: 25 }, (_, i) =>
  expression({ id: i + 1, expression: `Methali ${String(i + 1).padStart(2, '0')}` }),
);

/** jsdom plays no sound: playback starts at once, as a browser's does once the file loads. */
export function playAtOnce() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
}
