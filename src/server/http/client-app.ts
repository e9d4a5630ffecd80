import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndexHtml, type PageHead } from '@server/web/index-html';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { addressInLanguage, addressLanguage, matchAddress } from '@shared/language-addresses';
import {
  isLanguage,
  PREFERENCE_COOKIES,
  preferencesFromCookies,
  type Preferences,
} from '@shared/preferences';
import { notFound } from './app-error';
import { HOME_VARY, homeLanguage } from './request-language';

/** What a page's first HTML carries and its status (see modules/pages), in the visitor's language. */
export type PageResolver = (
  request: FastifyRequest,
  preferences: Preferences,
) => Promise<{ status: number; head: PageHead; isSignInPage: boolean; redirect?: string }>;

/** src/client/entry-server.tsx's renderPage, as the server sees it (decision 014). */
export type PageRenderer = (request: {
  url: string;
  preferences: Preferences;
  siteName: string;
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}) => Promise<{ html: string; state: unknown } | null>;

const ONE_YEAR = 31_536_000;
/** A page, a 404 page with its suggestions, a page's permanent move. */
const PAGE_STATUSES_KEPT = [200, 301, 404];

/**
 * Serves the built client: hashed assets cached for a year, and index.html (with its per-request
 * head and status, from `resolvePage`, compressed per request like the API) for every other GET
 * outside /api, so the client router can show its own pages and 404. Unknown /api paths, and
 * non-GET requests, answer the JSON 404.
 */
export async function registerClientApp(
  app: FastifyInstance,
  {
    clientDir,
    resolvePage,
    renderPage,
  }: { clientDir: string | undefined; resolvePage: PageResolver; renderPage?: PageRenderer },
) {
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (clientDir && template) {
    // The hashed assets: one wildcard route that looks files up when asked. A route per file
    // (the plugin's `wildcard: false`) cost about 0.15 s of CPU at every start with some 600
    // files, most of it the router's. A missing asset gets the JSON 404.
    const assets = join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      index: false,
      // The .br/.gz copies written at build time (scripts/compress-assets.mjs).
      preCompressed: true,
      // Hashed names, cached a year; the files beside index.html (sent below) for an hour.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(assets)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : 'public, max-age=3600',
        );
      },
    });
    // The few files beside index.html (public/: the favicon).
    for (const file of readdirSync(clientDir, { withFileTypes: true })) {
      if (!file.isFile() || file.name === 'index.html' || /\.(br|gz)$/.test(file.name)) continue;
      app.get(`/${file.name}`, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(file.name, clientDir),
      );
    }
  }

  /**
   * The API reads of a page being rendered, answered in-process as the visitor would get them:
   * their session cookie, language and address (so per-IP limits count them as theirs).
   */
  const fetchAsVisitor =
    (request: FastifyRequest) =>
    async (path: string, init: RequestInit): Promise<Response> => {
      if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page render may only read: ${path}`);
      const headers = new Headers(init.headers);
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: Object.fromEntries(headers),
        remoteAddress: request.ip,
      });
      return new Response(new Uint8Array(response.rawPayload), {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };

  /** The page's HTML, or null to leave it to the browser; a failure never costs the page. */
  const renderBody = async (request: FastifyRequest, preferences: Preferences) => {
    if (!renderPage) return null;
    try {
      return await renderPage({
        url: new URL(request.url, 'http://localhost').href,
        preferences,
        siteName: app.env.SITE_NAME,
        fetch: fetchAsVisitor(request),
      });
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the browser renders the page');
      // Not kept: the next visitor's request renders it again.
      request.responseCacheSlot = null;
      return null;
    }
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const chosen = preferencesFromCookies(request.cookies);
    const address = matchAddress(request.url);
    // The page is written in the language and theme its cookies name, and `/` also in the
    // browser's language.
    let vary = 'Cookie';
    if (address.prefix === null && address.page?.id === 'home') {
      vary = HOME_VARY;
      const cookie = request.cookies[PREFERENCE_COOKIES.language];
      const language = homeLanguage({
        chosen: isLanguage(cookie) ? cookie : undefined,
        acceptLanguage: request.headers['accept-language'],
        fetchSite: request.headers['sec-fetch-site'] as string | undefined,
      });
      // A first visit lands on the home page in the browser's language (decision 036).
      if (language !== DEFAULT_LANGUAGE) {
        return reply
          .status(302)
          .header('location', addressInLanguage(address.address, language))
          .header('cache-control', 'no-cache')
          .header('vary', vary)
          .send();
      }
    }
    // A public page in the language its address names, whatever the cookie says (decision 036).
    const preferences = { ...chosen, language: addressLanguage(address, chosen.language) };
    // The same page for every visitor who is not signed in, until the data changes (048).
    const key = `page ${preferences.language} ${preferences.theme} ${request.url}`;
    if (app.responseCache.serve(request, reply, key, PAGE_STATUSES_KEPT)) return reply;
    const page = await resolvePage(request, preferences);
    // A page's old or mistyped address (an expression's slug, a language's code) moves for good.
    if (page.redirect) {
      return reply.status(301).header('location', page.redirect).send();
    }
    // A 404 too: a public page that finds nothing (an unknown word) renders its own "not found",
    // with a way on; the renderer leaves paths no page lives at to the browser.
    const rendered =
      (page.status === 200 || page.status === 404) && !page.isSignInPage
        ? await renderBody(request, preferences)
        : null;
    const html = renderIndexHtml(template!, {
      siteName: app.env.SITE_NAME,
      isSignInPage: page.isSignInPage,
      head: page.head,
      preferences,
      rendered: rendered ?? undefined,
    });
    if (page.head.robots) reply.header('x-robots-tag', page.head.robots);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary)
      .send(html);
  };

  const routeNotFound = (request: FastifyRequest) =>
    notFound('routeNotFound', {
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
    });

  if (template) {
    // A route rather than the not-found handler: route hooks (@fastify/compress's onSend among
    // them) only reach routes, so pages served from the not-found handler went out uncompressed.
    // Assets and the API's own routes are more specific and win; HEAD comes with GET.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) throw routeNotFound(request);
      return serveApp(request, reply);
    });
  }

  app.setNotFoundHandler(async (request) => {
    throw routeNotFound(request);
  });
}
