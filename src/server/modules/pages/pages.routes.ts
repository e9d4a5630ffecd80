import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { appAddress } from '@server/http/site-address';
import { WordPageSchema } from '@shared/schemas/pages';
import { isPublicPage, PAGE_IDS, PAGES } from '@shared/pages';
import { wordPage } from './pages.service';
import { sitemapFile, sitemapIndexOrPart } from './sitemap';

/** Reads for the public pages, under /api/pages. */
export const pagesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/word/:slug',
    {
      schema: {
        tags: ['pages'],
        summary:
          'The public word page in one read: every entry the slug names (one per language sharing the spelling), each with its places and the expressions that use it; what a visitor sees, whoever asks',
        params: z.object({ slug: z.string().min(1).max(255) }),
        response: { 200: WordPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await wordPage(db, request.params.slug);
      if (page.entries.length === 0) throw notFound('wordSlugNotFound');
      return page;
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
