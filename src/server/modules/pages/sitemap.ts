import type { Db } from '@server/db/client';
import { countPublicWordSpellings, liveLanguages, publicWordSpellings } from './pages.repository';
import { LANGUAGES } from '@shared/i18n/languages';
import { languageAlternates } from '@shared/language-addresses';
import {
  browseLanguagePath,
  expressionPath,
  expressionSlug,
  languagePath,
  PAGES,
  publicExpressionsPath,
  wordPath,
  type PublicPageId,
} from '@shared/pages';
import { publicExpressionsForSitemap } from '@server/modules/expressions/public-expressions.repository';

/** sitemaps.org: at most 50,000 addresses per file; past that, an index of several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** A public page: its address at the root (French); each language's is listed (decision 036). */
interface SitemapUrl {
  loc: string;
  lastmod?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Each page once per language, each of its addresses naming all of them as `xhtml:link`
 * alternates (what search engines read as hreflang), after the sitemap's own elements.
 */
function urlEntries(url: SitemapUrl, base: string): string[] {
  const lastmod = url.lastmod ? `<lastmod>${day(url.lastmod)}</lastmod>` : '';
  const alternates = languageAlternates(url.loc.slice(base.length));
  const links = alternates
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(`${base}${a.address}`)}"/>`,
    )
    .join('');
  return LANGUAGES.map((language) => {
    const loc = `${base}${alternates.find((a) => a.hreflang === language)!.address}`;
    return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${links}</url>`;
  });
}

const urlset = (urls: SitemapUrl[], base: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls
    .flatMap((u) => urlEntries(u, base))
    .join('\n')}\n</urlset>\n`;

/**
 * The public pages (the registry's, @shared/pages) the sitemap lists before the word pages: the
 * home page, the browse page of each language, the expressions (all, and each language's), each
 * public expression's page, each language's page. Every public page is listed: the word pages,
 * one per public spelling, are the bulk and are read a part at a time (below).
 */
const LISTED_FIRST: Record<
  Exclude<PublicPageId, 'word'>,
  (db: Db, base: string) => Promise<SitemapUrl[]>
> = {
  home: async (_db, base) => [{ loc: `${base}${PAGES.home.path}` }],
  browse: async (db, base) =>
    (await liveLanguages(db)).map((l) => ({
      loc: `${base}${browseLanguagePath(l.id)}`,
      lastmod: l.updatedAt,
    })),
  publicExpressions: async (db, base) => [
    { loc: `${base}${publicExpressionsPath()}` },
    ...(await liveLanguages(db)).map((l) => ({ loc: `${base}${publicExpressionsPath(l.id)}` })),
  ],
  expression: async (db, base) =>
    (await publicExpressionsForSitemap(db)).map((e) => ({
      loc: `${base}${expressionPath(e.id, expressionSlug(e.text))}`,
      lastmod: e.updatedAt,
    })),
  language: async (db, base) =>
    (await liveLanguages(db)).map((l) => ({
      loc: `${base}${languagePath(l)}`,
      lastmod: l.updatedAt,
    })),
};

/**
 * The site's public pages in a fixed order: home, each language's words, each word spelling. A
 * part holds `maxUrls` addresses at most, so as many pages as that over the number of languages.
 */
async function layout(db: Db, base: string, maxUrls: number) {
  const lists = await Promise.all(Object.values(LISTED_FIRST).map((list) => list(db, base)));
  const fixed = lists.flat();
  const total = fixed.length + (await countPublicWordSpellings(db));
  const pagesPerPart = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  return { fixed, total, pagesPerPart, parts: Math.max(1, Math.ceil(total / pagesPerPart)) };
}

/** Part `n` (1-based) of the list. */
async function part(
  db: Db,
  base: string,
  { fixed, total, pagesPerPart }: Awaited<ReturnType<typeof layout>>,
  n: number,
) {
  const start = (n - 1) * pagesPerPart;
  const end = Math.min(start + pagesPerPart, total);
  const pages = fixed.slice(start, end);
  const wordCount = end - start - pages.length;
  const spellings =
    wordCount > 0
      ? await publicWordSpellings(db, wordCount, Math.max(0, start - fixed.length))
      : [];
  return urlset(
    [
      ...pages,
      ...spellings.map((w) => ({ loc: `${base}${wordPath(w.localWord)}`, lastmod: w.updatedAt })),
    ],
    base,
  );
}

/** /sitemap.xml: the one file, or, past SITEMAP_MAX_URLS addresses, the index of its parts. */
export async function sitemapIndexOrPart(
  db: Db,
  base: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string> {
  const plan = await layout(db, base, maxUrls);
  if (plan.parts === 1) return part(db, base, plan, 1);
  const entries = Array.from(
    { length: plan.parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemap-{n}.xml, or null when there is no such part. */
export async function sitemapFile(
  db: Db,
  base: string,
  n: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const plan = await layout(db, base, maxUrls);
  return n >= 1 && n <= plan.parts ? part(db, base, plan, n) : null;
}
