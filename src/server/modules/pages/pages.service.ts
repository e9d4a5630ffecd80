import type { Db } from '@server/db/client';
import type { Env } from '@server/env';
import { publicStats } from '@server/modules/dashboard/dashboard.service';
import { presentExpression } from '@server/modules/expressions/expressions.presenter';
import {
  expressionIdsOfWord,
  loadExpressions,
} from '@server/modules/expressions/expressions.repository';
import { visibleWords } from '@server/modules/search/visibility';
import { wordsBySlug } from '@server/modules/words/words.service';
import type { PageHead } from '@server/web/index-html';
import type { WordPage, WordPageEntry } from '@shared/schemas/pages';
import { matchRoute } from '@shared/routes';
import { SEARCH_MIN_LENGTH } from '@shared/schemas/common';
import { wordKey } from '@shared/schemas/words';
import { languageForBrowse, pageSpelling } from './pages.repository';

/**
 * Every entry a slug names, each with the expressions that use it, as an anonymous visitor sees
 * them: a public page shows only published words, even to a signed-in editor.
 */
export async function wordPage(db: Db, slug: string): Promise<WordPage> {
  const words = await wordsBySlug(db, null, slug);
  const visibility = visibleWords(null);
  const entries = await Promise.all(
    words.map(async (word): Promise<WordPageEntry> => {
      const ids = await expressionIdsOfWord(db, word.localWord.id);
      const expressions = (await loadExpressions(db, ids, visibility)).map(presentExpression);
      return { ...word, expressions };
    }),
  );
  return { entries };
}

export interface PageRequest {
  /** The path, still URL-encoded, without the query string. */
  path: string;
  query: URLSearchParams;
  /** Scheme and host of the site's public address, e.g. https://maneno.example.org */
  base: string;
}

export interface ResolvedPage {
  status: number;
  head: PageHead;
  isSignInPage: boolean;
}

const DESCRIPTION_MAX = 160;

/** Cut at a word boundary with an ellipsis: search engines show about 160 characters. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

/** French count and noun: "1 mot", "3 mots" (0 is plural in English, singular in French). */
const count = (n: number, noun: string) => `${n} ${noun}${n > 1 ? 's' : ''}`;

/** The path of a word's page: its spelling, URL-encoded (spec §2). */
export const wordPath = (localWord: string) => `/word/${encodeURIComponent(localWord)}`;
export const browseLanguagePath = (id: number) => `/browse?language=${id}`;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A gloss as a sentence part: "vache (nom) : Femelle du taureau". */
function gloss(entry: WordPageEntry['frenchWord']): string | null {
  if (!entry) return null;
  const pos = entry.partOfSpeech ? ` (${entry.partOfSpeech})` : '';
  const definition = entry.definition ? ` : ${entry.definition}` : '';
  return `${entry.word}${pos}${definition}`;
}

function describeEntry(entry: WordPageEntry): string {
  const parts = [
    entry.localWord.pronunciation ? `${entry.localWord.pronunciation}` : null,
    gloss(entry.frenchWord) && `français : ${gloss(entry.frenchWord)}`,
    gloss(entry.englishWord) && `anglais : ${gloss(entry.englishWord)}`,
  ].filter(Boolean);
  return `${entry.localWord.localWord} (${entry.languageName})${parts.length ? ` — ${parts.join(' ; ')}` : ''}`;
}

/** schema.org: each entry a DefinedTerm in the DefinedTermSet of its language. */
function wordJsonLd(entries: WordPageEntry[], url: string, base: string, siteName: string) {
  const terms = entries.map((entry) => {
    const set = `${base}${browseLanguagePath(entry.localWord.languageId)}`;
    const meanings = [
      entry.frenchWord &&
        `${entry.frenchWord.word}${entry.frenchWord.definition ? ` : ${entry.frenchWord.definition}` : ''}`,
      entry.englishWord &&
        `${entry.englishWord.word}${entry.englishWord.definition ? ` : ${entry.englishWord.definition}` : ''}`,
    ].filter(Boolean);
    return {
      '@type': 'DefinedTerm',
      '@id': `${url}#${entry.localWord.code}`,
      name: entry.localWord.localWord,
      termCode: entry.localWord.code,
      url,
      ...(meanings.length ? { description: meanings.join(' / ') } : {}),
      inDefinedTermSet: {
        '@type': 'DefinedTermSet',
        '@id': set,
        name: `${entry.languageName} — ${siteName}`,
        url: set,
      },
    };
  });
  return { '@context': 'https://schema.org', '@graph': terms };
}

/**
 * What the first HTML of a page says (title, description, canonical address, OpenGraph, JSON-LD
 * on word pages) and its status: 404 for paths no page lives at and for words visitors cannot
 * see, so crawlers never index a "not found" page. French, the site's default language.
 */
export async function resolvePage(db: Db, env: Env, request: PageRequest): Promise<ResolvedPage> {
  const site = env.SITE_NAME;
  const page = (
    status: number,
    head: Omit<PageHead, 'openGraph'>,
    type: 'website' | 'article' = 'website',
  ) => ({
    status,
    isSignInPage: false,
    head: {
      ...head,
      ...(head.canonical
        ? {
            openGraph: {
              type,
              title: head.title,
              description: head.description,
              url: head.canonical,
              siteName: site,
              locale: 'fr_FR',
            },
          }
        : {}),
    },
  });
  const hidden = (status: number, title: string) => ({
    status,
    isSignInPage: false,
    head: { title, robots: 'noindex, nofollow' },
  });

  if (request.path === env.ADMIN_PATH) {
    // Not in robots.txt, which would publish the hidden path: the page itself says noindex.
    return { ...hidden(200, site), isSignInPage: true };
  }
  const route = matchRoute(request.path);
  if (!route) return hidden(404, `Page introuvable — ${site}`);
  if (route.kind === 'back-office') return hidden(200, site);

  if (route.pattern === '/') {
    const stats = await publicStats(db);
    return page(200, {
      title: `${site} — Dictionnaire des langues africaines`,
      description: clip(
        `Cherchez et écoutez ${count(stats.wordsCount, 'mot')} de ${count(stats.languagesCount, 'langue')} africaine${stats.languagesCount > 1 ? 's' : ''}, avec leurs équivalents en français et en anglais, leur prononciation et des exemples.`,
      ),
      canonical: `${request.base}/`,
    });
  }

  if (route.pattern === '/browse') {
    // As the page itself reads it: a search starts at 2 characters, shorter lists all words.
    const typed = request.query.get('q')?.trim() ?? '';
    const q = Array.from(typed).length >= SEARCH_MIN_LENGTH ? typed : '';
    const languageId = Number(request.query.get('language'));
    const language =
      Number.isInteger(languageId) && languageId > 0
        ? await languageForBrowse(db, languageId)
        : undefined;
    if (q) {
      const params = new URLSearchParams({ q });
      if (language) params.set('language', String(languageId));
      return page(200, {
        title: `« ${clip(q, 60)} » — Recherche — ${site}`,
        description: clip(`Les mots qui correspondent à « ${q} » dans le dictionnaire ${site}.`),
        canonical: `${request.base}/browse?${params}`,
      });
    }
    if (language) {
      return page(200, {
        title: `Mots en ${language.name} — ${site}`,
        description: clip(
          `${count(language.wordsCount, 'mot')} en ${language.name} dans le dictionnaire ${site}, avec leurs équivalents en français et en anglais, leur prononciation et des exemples.`,
        ),
        canonical: `${request.base}${browseLanguagePath(languageId)}`,
      });
    }
    return page(200, {
      title: `Tous les mots — ${site}`,
      description: clip(`Parcourez tous les mots du dictionnaire ${site}, langue par langue.`),
      canonical: `${request.base}/browse`,
    });
  }

  // /word/:slug
  const slug = safeDecode(route.params.slug!);
  const { entries } = slug ? await wordPage(db, slug) : { entries: [] };
  if (entries.length === 0) return hidden(404, `Mot introuvable — ${site}`);
  const first = entries[0]!;
  // A spelling's page lists its entries in the sitemap's order, so its first entry names it. A
  // word addressed by id or code is listed alone: its spelling's page is found the same way.
  const key = wordKey(first.localWord.localWord);
  const spelling =
    wordKey(slug!) === key
      ? first.localWord.localWord
      : ((await pageSpelling(db, key)) ?? first.localWord.localWord);
  const canonical = `${request.base}${wordPath(spelling)}`;
  const languagesList = entries.map((e) => e.languageName).join(', ');
  const meanings = [first.frenchWord?.word, first.englishWord?.word].filter(Boolean).join(', ');
  return page(
    200,
    {
      title: `${first.localWord.localWord} (${languagesList})${meanings ? ` : ${meanings}` : ''} — ${site}`,
      description: clip(entries.map(describeEntry).join(' · ')),
      canonical,
      jsonLd: wordJsonLd(entries, canonical, request.base, site),
    },
    'article',
  );
}
