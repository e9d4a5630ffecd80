/**
 * Renders the public pages on the server (decision 014): the first HTML of `/`, `/browse` and
 * `/word/{slug}`, and of their English addresses under /en (decision 036), carries the page itself, so a visitor on a slow phone reads it before any
 * JavaScript has arrived, and the browser then hydrates it. Built by `vite build --ssr` into
 * dist/ssr; the server calls `renderPage` for each such request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { Preferences } from '@shared/preferences';
import { setTransport } from '@client/lib/api-client';
import { initI18n } from '@client/lib/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { setSiteName } from '@client/lib/site';
import { LANGUAGE_BASENAMES, matchAddress } from '@shared/language-addresses';
import { isPublicPage } from '@shared/pages';
import { PAGE_READS } from './app/page-reads';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';

/** Answers the API reads a page makes, in-process, as the visitor (their cookies). */
export type ServerFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** The page's address, e.g. http://host/browse?q=mbwa (only path and query matter). */
  url: string;
  preferences: Preferences;
  siteName: string;
  fetch: ServerFetch;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The reads the page made, for the browser's cache (no second request on hydration). */
  state: DehydratedState;
}

// Each render's reads go to its own request's fetch, even while renders interleave.
const requestFetch = new AsyncLocalStorage<ServerFetch>();
setTransport((path, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) throw new Error('An API read outside a server render.');
  return fetch(path, init);
});
initI18n();

/** The reads a public page shows, made before rendering; other pages are not rendered here. */
function pageQueries(url: URL, client: QueryClient): Promise<unknown>[] | null {
  const { page } = matchAddress(url.pathname);
  if (!page || !isPublicPage(page.id)) return null;
  return PAGE_READS[page.id]({ params: page.params, searchParams: url.searchParams }, client);
}

/**
 * The page's HTML and the reads behind it, or null when this page is left to the browser: not a
 * public page, or a read failed (a word that does not exist, say), which the client then shows
 * with its usual states.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const client = createQueryClient();

  return requestFetch.run(request.fetch, async () => {
    const reads = pageQueries(url, client);
    if (!reads) return null;
    await Promise.all(reads);
    const failed = client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success');
    if (failed) return null;

    await preloadRoutes(url.pathname);

    setSiteName(request.siteName);
    // An English address (/en/...) is rendered under its basename, as the browser will hydrate it.
    const { prefix } = matchAddress(url.pathname);
    // renderToString is synchronous: no other render runs between this and the next line.
    void i18n.changeLanguage(request.preferences.language);
    const html = renderToString(
      <StrictMode>
        <Providers queryClient={client} theme={request.preferences.theme}>
          <StaticRouter
            basename={prefix ? LANGUAGE_BASENAMES[prefix] : undefined}
            location={url.pathname + url.search}
          >
            <AppRoutes prefix={prefix} />
          </StaticRouter>
        </Providers>
      </StrictMode>,
    );
    return { html, state: dehydrate(client) };
  });
}
