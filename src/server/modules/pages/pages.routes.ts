import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { appAddress } from '@server/http/site-address';
import { etagMatches } from '@server/http/etag';
import { expressionPage } from '@server/modules/expressions/public-expressions.service';
import { IdParamsSchema } from '@shared/schemas/common';
import { ExpressionPageSchema, LanguagePageSchema, WordPageSchema } from '@shared/schemas/pages';
import { isPublicPage, PAGE_IDS, PAGES } from '@shared/pages';
import { languageMap, languagePage } from './language-page';
import { wordPage, wordPageKey } from './pages.service';
import { sitemapFile, sitemapIndexOrPart } from './sitemap';

/** Reads for the public pages, under /api/pages. */
export const pagesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/word/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary:
          'The public word page in one read: every entry the slug names (one per language sharing the spelling), each with its places and the expressions that use it; what a visitor sees, whoever asks',
        params: z.object({ slug: z.string().min(1).max(255) }),
        response: { 200: WordPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      // The page's head read it a moment before, as the route serving the page (pages.service).
      const page = await app.responseCache.memo(wordPageKey(slug), () => wordPage(db, slug));
      if (page.entries.length === 0) throw notFound('wordSlugNotFound');
      return page;
    },
  );

  app.get(
    '/expression/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary:
          "The public expression page in one read: the expression (if visitors may see it, decision 038), its address's slug and its language's page code",
        params: IdParamsSchema,
        response: { 200: ExpressionPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => expressionPage(db, request.params.id),
  );

  app.get(
    '/language/:code',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary:
          'The public language page in one read: where it is spoken, its counts, latest published words, data licence and map address. `code` is its BCP 47 tag, or its id when it has none',
        params: z.object({ code: z.string().min(1).max(35) }),
        response: { 200: LanguagePageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await languagePage(db, request.params.code);
      if (!page) throw notFound('languageNotFound');
      return page;
    },
  );
};

/** A language's map, under /api/public: drawn from the bundled geography, cached by its ETag. */
export const languageMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/languages/:id/map.svg',
    {
      schema: {
        tags: ['public'],
        summary:
          "The language's map as SVG: the countries of its localities shaded on Natural Earth's outlines",
        params: IdParamsSchema,
        querystring: z.object({ v: z.string().max(200).optional() }),
        response: {
          200: {
            description: 'The map',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          304: z.any().describe('The copy the caller holds (If-None-Match) is still good'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const map = await languageMap(db, request.params.id);
      if (!map) throw notFound('languageNotFound');
      // Its address carries a version of what it shows (languagePage's mapUrl): a day, then
      // checked again by its ETag.
      reply.headers({ etag: map.etag, 'cache-control': 'public, max-age=86400' });
      if (etagMatches(request.headers['if-none-match'], map.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(map.svg);
    },
  );
};

/**
 * Back-office pages stay out of search engines. The hidden sign-in path is not listed (that would
 * publish it): its page answers `noindex` itself.
 */
export function robotsTxt(base: string) {
  // Each route up to its first parameter; robots.txt rules are prefixes, so /words covers
  // /words/new and /words/edit/.
  const prefixes = PAGE_IDS.filter((id) => !isPublicPage(id))
    .map((id) => PAGES[id].path.replace(/:.*$/, ''))
    .sort();
  const paths = ['/api/'];
  for (const prefix of prefixes) {
    const covered = paths.some(
      (p) => prefix.startsWith(p) && (p.endsWith('/') || prefix[p.length] === '/'),
    );
    if (!covered) paths.push(prefix);
  }
  return [
    'User-agent: *',
    ...paths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /robots.txt and the sitemaps, at the site's root. */
export const crawlerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(appAddress(app))),
  );

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapIndexOrPart(db, appAddress(app))),
  );

  app.get(
    '/sitemap-:part.xml',
    {
      schema: { ...hide, params: z.object({ part: z.coerce.number().int().min(1).max(100_000) }) },
    },
    async (request, reply) => {
      const xml = await sitemapFile(db, appAddress(app), request.params.part);
      if (xml === null) throw notFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );
};
