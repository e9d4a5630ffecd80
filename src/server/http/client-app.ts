import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndexHtml, type PageHead } from '@server/web/index-html';
import { notFound } from './app-error';

/** What a page's first HTML carries and its status (see modules/pages). */
export type PageResolver = (
  request: FastifyRequest,
) => Promise<{ status: number; head: PageHead; isSignInPage: boolean }>;

const ONE_YEAR = 31_536_000;

/**
 * Serves the built client: hashed assets cached for a year, and index.html (with its per-request
 * head and status, from `resolvePage`) for every other GET outside /api, so the client router
 * can show its own pages and 404. Unknown /api paths, and non-GET requests, answer the JSON 404.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | undefined,
  resolvePage: PageResolver,
) {
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (clientDir && template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The .br/.gz copies written at build time (scripts/compress-assets.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes('/assets/');
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await resolvePage(request);
    const html = renderIndexHtml(template!, {
      siteName: app.env.SITE_NAME,
      isSignInPage: page.isSignInPage,
      head: page.head,
    });
    if (page.head.robots) reply.header('x-robots-tag', page.head.robots);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (template && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return serveApp(request, reply);
    }
    throw notFound('routeNotFound', {
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
    });
  });
}
