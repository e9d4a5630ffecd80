import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@server/http/app-error';
import { errorResponses } from '@server/http/openapi';
import { etagMatches } from '@server/http/etag';
import { LANGUAGES } from '@shared/i18n/languages';
import { cardCache } from './card-render';
import { WORD_CARD_PATH, wordCardOf } from './cards.service';
import { cardSvg } from './word-card';

/**
 * A day: pages name a card by its version, so a changed word's pages point at a new address at
 * once; a card whose word went private lingers at most that long in shared caches.
 */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/** Sharing cards, at the site's root (outside /api/, which robots.txt closes to crawlers). */
export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = cardCache();

  app.get(
    `${WORD_CARD_PATH}:slug.png`,
    {
      schema: {
        tags: ['pages'],
        summary:
          "A word page's sharing card (og:image): a 1200×630 PNG of its first entry, as visitors see it",
        description:
          'The headword in its own letters, its pronunciation, language and glosses, and the ' +
          "site's name; `lang=en` puts the English gloss first and labels in English. `v` is the " +
          'version pages name (the ETag); any other value still gets the current card.',
        params: z.object({ slug: z.string().min(1).max(255) }),
        querystring: z.object({
          lang: z.enum(LANGUAGES).default('fr'),
          v: z.string().max(64).optional(),
        }),
        response: {
          200: {
            description: 'The card',
            content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
          },
          304: z.any().describe('The copy the caller holds (If-None-Match) is still good'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const of = await wordCardOf(db, request.params.slug, request.query.lang, app.env.SITE_NAME);
      if (of === 'none') throw notFound('wordSlugNotFound');
      // A word the font cannot draw has no card: its pages name none.
      if (!of) throw notFound();
      const etag = `"${of.version}"`;
      reply.headers({
        'cache-control': CARD_CACHE_CONTROL,
        etag,
        'last-modified': new Date(of.updatedAt).toUTCString(),
      });
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const png = await cache.png(of.version, () => cardSvg(of.card));
      return reply.type('image/png').send(png);
    },
  );
};
