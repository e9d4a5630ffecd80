import type { Db } from '@server/db/client';
import type { Env } from '@server/env';
import { cardOf, wordCardUrl, type WordCardOf } from '@server/modules/cards/cards.service';
import { CARD_HEIGHT, CARD_WIDTH } from '@server/modules/cards/word-card';
import { publicStats } from '@server/modules/dashboard/dashboard.service';
import { presentExpression } from '@server/modules/expressions/expressions.presenter';
import {
  expressionIdsOfWord,
  loadExpressions,
} from '@server/modules/expressions/expressions.repository';
import { visibleWords } from '@server/modules/search/visibility';
import { wordsBySlug } from '@server/modules/words/words.service';
import { LOCAL_AUDIO_URL_PREFIX } from '@server/storage/local-storage';
import { contentTypeForName } from '@server/storage/stored-name';
import type { PageHead, PageImage } from '@server/web/index-html';
import type { ExpressionPage, LanguagePage, WordPage, WordPageEntry } from '@shared/schemas/pages';
import {
  browseLanguagePath,
  expressionPath,
  isPublicPage,
  languagePath,
  PAGES,
  parseExpressionParam,
  wordPath,
  type PublicPageId,
} from '@shared/pages';
import { AppError } from '@server/http/app-error';
import { expressionPage } from '@server/modules/expressions/public-expressions.service';
import { countPublicExpressionsOf } from '@server/modules/expressions/public-expressions.repository';
import { languagePage } from './language-page';
import {
  addressInLanguage,
  languageAlternates,
  matchAddress,
  splitLanguagePrefix,
} from '@shared/language-addresses';
import { searchableFold } from '@shared/schemas/common';
import { wordKey, type DictionaryEntry } from '@shared/schemas/words';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { clip, publicPageTitle, type PublicPage } from '@shared/page-titles';
import { languageForBrowse, nounClassLabel, pageSpelling } from './pages.repository';
import { ipaForDisplay } from '@shared/ipa';

/** What a word page's read is kept as while the data is unchanged (ResponseCache.memo). */
export const wordPageKey = (slug: string) => `word-page ${slug}`;

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
      const { languageId, nounClass } = word.localWord;
      const label = nounClass === null ? null : await nounClassLabel(db, languageId, nounClass);
      return { ...word, expressions, nounClassLabel: label };
    }),
  );
  return { entries };
}

export interface PageRequest {
  /** The path, still URL-encoded, without the query string; /en/... for the English addresses. */
  path: string;
  query: URLSearchParams;
  /** Scheme and host of the site's public address, e.g. https://maneno.example.org */
  base: string;
  /**
   * The interface language the page is sent in: the one its address names for public pages
   * (decision 036), else the preferences cookie's; French by default.
   */
  language: Language;
}

export interface ResolvedPage {
  status: number;
  head: PageHead;
  isSignInPage: boolean;
  /** A permanent redirect to this address (path and query) instead of the page. */
  redirect?: string;
}

/** A count and its noun: French puts 0 in the singular ("0 mot"), English in the plural. */
const counted = (language: Language, n: number, one: string, other: string) =>
  `${n} ${(language === 'fr' ? n <= 1 : n === 1) ? one : other}`;

/**
 * The meta descriptions, in each interface language. Only the server writes them, so they stay
 * out of the catalogs a visitor downloads; the titles are shared with the client (page-titles).
 */
const DESCRIPTIONS = {
  fr: {
    ogLocale: 'fr_FR',
    home: (words: number, languages: number) =>
      `Cherchez et écoutez ${counted('fr', words, 'mot', 'mots')} de ${counted('fr', languages, 'langue africaine', 'langues africaines')}, avec leurs équivalents en français et en anglais, leur prononciation et des exemples.`,
    search: (q: string, site: string) =>
      `Les mots qui correspondent à « ${q} » dans le dictionnaire ${site}.`,
    language: (words: number, name: string, site: string) =>
      `${counted('fr', words, 'mot', 'mots')} en ${name} dans le dictionnaire ${site}, avec leurs équivalents en français et en anglais, leur prononciation et des exemples.`,
    browse: (site: string) => `Parcourez tous les mots du dictionnaire ${site}, langue par langue.`,
    card: (word: string, language: string) => `Fiche du mot « ${word} » (${language})`,
    expressions: (site: string) =>
      `Proverbes et expressions des langues africaines du dictionnaire ${site}, à lire et à écouter, avec les mots qu'ils emploient.`,
    expressionsOf: (n: number, name: string, site: string) =>
      `${counted('fr', n, 'proverbe ou expression', 'proverbes et expressions')} en ${name} dans le dictionnaire ${site}, à lire et à écouter.`,
    expressionsSearch: (q: string, site: string) =>
      `Les proverbes et expressions qui correspondent à « ${q} » dans le dictionnaire ${site}.`,
    expression: (text: string, language: string | null) =>
      language ? `${text} — expression en ${language}` : `${text} — expression`,
    languagePage: (name: string, words: number, expressions: number, site: string) =>
      `Le ${name} dans le dictionnaire ${site} : où il est parlé, ${counted('fr', words, 'mot publié', 'mots publiés')}, ${counted('fr', expressions, 'expression', 'expressions')}, ses lettres et ses derniers mots.`,
    french: 'français',
    english: 'anglais',
    colon: ' : ',
    semicolon: ' ; ',
  },
  en: {
    ogLocale: 'en_US',
    home: (words: number, languages: number) =>
      `Search and listen to ${counted('en', words, 'word', 'words')} from ${counted('en', languages, 'African language', 'African languages')}, with their French and English equivalents, pronunciation and examples.`,
    search: (q: string, site: string) => `The words matching “${q}” in the ${site} dictionary.`,
    language: (words: number, name: string, site: string) =>
      `${counted('en', words, 'word', 'words')} in ${name} in the ${site} dictionary, with their French and English equivalents, pronunciation and examples.`,
    browse: (site: string) => `Browse every word of the ${site} dictionary, language by language.`,
    card: (word: string, language: string) => `Card of the word “${word}” (${language})`,
    expressions: (site: string) =>
      `Proverbs and sayings of African languages in the ${site} dictionary, to read and listen to, with the words they use.`,
    expressionsOf: (n: number, name: string, site: string) =>
      `${counted('en', n, 'proverb or saying', 'proverbs and sayings')} in ${name} in the ${site} dictionary, to read and listen to.`,
    expressionsSearch: (q: string, site: string) =>
      `The proverbs and sayings matching “${q}” in the ${site} dictionary.`,
    expression: (text: string, language: string | null) =>
      language ? `${text} — a saying in ${language}` : `${text} — a saying`,
    languagePage: (name: string, words: number, expressions: number, site: string) =>
      `${name} in the ${site} dictionary: where it is spoken, ${counted('en', words, 'published word', 'published words')}, ${counted('en', expressions, 'saying', 'sayings')}, its letters and latest words.`,
    french: 'French',
    english: 'English',
    colon: ': ',
    semicolon: '; ',
  },
} satisfies Record<Language, unknown>;

type Descriptions = (typeof DESCRIPTIONS)[Language];

/** A gloss as a sentence part: "vache (nom) : Femelle du taureau". */
function gloss(entry: WordPageEntry['frenchWord'], d: Descriptions): string | null {
  if (!entry) return null;
  const pos = entry.partOfSpeech ? ` (${entry.partOfSpeech})` : '';
  const definition = entry.definition ? `${d.colon}${entry.definition}` : '';
  return `${entry.word}${pos}${definition}`;
}

function describeEntry(entry: WordPageEntry, d: Descriptions): string {
  const french = gloss(entry.frenchWord, d);
  const english = gloss(entry.englishWord, d);
  const parts = [
    ipaForDisplay(entry.localWord.pronunciation),
    french && `${d.french}${d.colon}${french}`,
    english && `${d.english}${d.colon}${english}`,
  ].filter(Boolean);
  return `${entry.localWord.localWord} (${entry.languageName})${parts.length ? ` — ${parts.join(d.semicolon)}` : ''}`;
}

/** A gloss and its definition for a DefinedTerm: "chien : Mammifère domestique.". */
function meaning(entry: DictionaryEntry | null, definition: string | null): string | null {
  const text = definition ?? entry?.definition ?? null;
  if (!entry) return text;
  return text ? `${entry.word} : ${text}` : entry.word;
}

/**
 * A word's recordings as schema.org AudioObjects. Only those served from this site's own address
 * (local storage), which stays valid while the word is public: a file on S3 is reachable only
 * through a presigned address that expires, which a crawler would keep and find dead.
 */
function recordings(entry: WordPageEntry, base: string) {
  const { localWord, language } = entry;
  return [localWord.audioUrl, localWord.audioUrl2].flatMap((url) =>
    url?.startsWith(LOCAL_AUDIO_URL_PREFIX)
      ? [
          {
            '@type': 'AudioObject',
            contentUrl: `${base}${url}`,
            encodingFormat: contentTypeForName(url),
            name: localWord.localWord,
            ...(language.isoCode ? { inLanguage: language.isoCode } : {}),
          },
        ]
      : [],
  );
}

/**
 * schema.org: each sense of each entry a DefinedTerm in the DefinedTermSet of its language, with
 * the word's recordings as what it is the subject of. A word of one sense keeps the address it
 * had before words had senses (#code); the senses of another are #code-1, #code-2...
 * `inLanguage` is the language's BCP 47 tag (`isoCode`, checked as one when saved); `code` is the
 * site's own identifier and means nothing outside it.
 */
function wordJsonLd(
  entries: WordPageEntry[],
  url: string,
  base: string,
  address: (path: string) => string,
  siteName: string,
) {
  const terms = entries.flatMap((entry) => {
    const set = address(browseLanguagePath(entry.localWord.languageId));
    const { code } = entry.localWord;
    const inLanguage = entry.language.isoCode ? { inLanguage: entry.language.isoCode } : {};
    const audio = recordings(entry, base);
    const senses = entry.senses.length > 0 ? entry.senses : [null];
    return senses.map((sense, i) => {
      const termCode = senses.length > 1 ? `${code}-${i + 1}` : code;
      const meanings = [
        meaning(sense?.frenchWord ?? null, sense?.frenchDefinition ?? null),
        meaning(sense?.englishWord ?? null, sense?.englishDefinition ?? null),
      ].filter(Boolean);
      return {
        '@type': 'DefinedTerm',
        '@id': `${url}#${termCode}`,
        name: entry.localWord.localWord,
        termCode,
        url,
        ...(meanings.length ? { description: meanings.join(' / ') } : {}),
        ...inLanguage,
        ...(audio.length ? { subjectOf: audio } : {}),
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          '@id': set,
          name: `${entry.languageName} — ${siteName}`,
          url: set,
          ...inLanguage,
        },
      };
    });
  });
  return { '@context': 'https://schema.org', '@graph': terms };
}

/** Recordings served from this site's own address as AudioObjects (see `recordings`). */
function localAudio(
  urls: (string | null)[],
  name: string,
  base: string,
  inLanguage: string | null,
) {
  return urls.flatMap((url) =>
    url?.startsWith(LOCAL_AUDIO_URL_PREFIX)
      ? [
          {
            '@type': 'AudioObject',
            contentUrl: `${base}${url}`,
            encodingFormat: contentTypeForName(url),
            name,
            ...(inLanguage ? { inLanguage } : {}),
          },
        ]
      : [],
  );
}

/**
 * schema.org: an expression is a Quotation (a saying's text, in its language), about the words it
 * uses (their pages), with its recordings.
 */
function expressionJsonLd(
  { expression }: ExpressionPage,
  url: string,
  base: string,
  address: (path: string) => string,
  siteName: string,
) {
  const text = expression.localText ?? expression.expression ?? expression.code;
  const inLanguage = expression.languageIsoCode;
  const audio = localAudio([expression.audio1Url, expression.audio2Url], text, base, inLanguage);
  return {
    '@context': 'https://schema.org',
    '@type': 'Quotation',
    '@id': `${url}#${expression.code}`,
    url,
    text,
    ...(expression.expression && expression.expression !== text
      ? { alternateName: expression.expression }
      : {}),
    ...(expression.description ? { description: expression.description } : {}),
    ...(inLanguage ? { inLanguage } : {}),
    ...(audio.length ? { audio } : {}),
    ...(expression.linkedWords.length
      ? {
          about: expression.linkedWords.map((word) => ({
            '@type': 'DefinedTerm',
            name: word.localWord,
            url: address(wordPath(word.localWord)),
          })),
        }
      : {}),
    isPartOf: { '@type': 'WebSite', name: siteName, url: address(PAGES.home.path) },
  };
}

/**
 * schema.org: a language page is the Language and the Dataset of its words (with its licence, whom
 * to credit, its downloads and the countries it covers).
 */
function languageJsonLd(
  { language, localities }: LanguagePage,
  url: string,
  base: string,
  address: (path: string) => string,
  siteName: string,
) {
  const countries = [...new Set(localities.map((l) => l.countryName))];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Language',
        '@id': `${url}#language`,
        name: language.name,
        ...(language.isoCode ? { alternateName: language.isoCode } : {}),
        url,
      },
      {
        '@type': 'Dataset',
        '@id': `${url}#dataset`,
        name: `${language.name} — ${siteName}`,
        url,
        ...(language.isoCode ? { inLanguage: language.isoCode } : {}),
        about: { '@id': `${url}#language` },
        license: language.license.url ?? language.license.id,
        ...(language.attribution ? { creditText: language.attribution } : {}),
        // Its downloads (decision 043): the site's own address, as a visitor's link gives it.
        distribution: (['csv', 'json', 'lift'] as const).map((format) => ({
          '@type': 'DataDownload',
          encodingFormat: format === 'json' ? 'application/json' : 'application/zip',
          contentUrl: `${base}/api/public/languages/${language.id}/export?format=${format}`,
        })),
        ...(countries.length
          ? { spatialCoverage: countries.map((name) => ({ '@type': 'Country', name })) }
          : {}),
        includedInDataCatalog: { '@type': 'DataCatalog', name: siteName, url: `${base}/` },
        hasPart: { '@type': 'DefinedTermSet', url: address(browseLanguagePath(language.id)) },
      },
    ],
  };
}

/** A 404 read as "nothing there"; any other failure stays one. */
const notFoundAsNull = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

/** A word page's og:image: its card, described for those who cannot see it. */
function cardImage(
  { card, version }: WordCardOf,
  spelling: string,
  languageName: string,
  base: string,
  d: Descriptions,
  language: Language,
): PageImage {
  const glosses = card.glosses.map((g) => `${g.label}${d.colon}${g.text}`).join(d.semicolon);
  return {
    url: wordCardUrl(base, spelling, language, version),
    type: 'image/png',
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: [d.card(card.headword, languageName), glosses].filter(Boolean).join(' — '),
  };
}

/** What a public page's head is written from: the request, and the helpers below. */
interface HeadContext {
  request: PageRequest;
  db: Db;
  /** wordPage(db, slug), or a read its callers share (the page's render asks the same). */
  readWordPage: (slug: string) => Promise<WordPage>;
  site: string;
  d: Descriptions;
  title: (page: PublicPage) => string;
  /**
   * The absolute address of a page (its path as the registry writes it) in the request's
   * language: `address('/browse')` is https://site/en/browse on an English page.
   */
  address: (path: string) => string;
  /**
   * A page to index: its head with the OpenGraph block its canonical address calls for and its
   * `hreflang` alternates. The canonical address may be given at the root (`${request.base}/x`)
   * or in the page's language (`address('/x')`): it is the page's own language's either way.
   */
  page: (
    status: number,
    head: Omit<PageHead, 'openGraph'>,
    type?: 'website' | 'article',
  ) => ResolvedPage;
  /** A page kept out of search engines. */
  hidden: (status: number, title: string) => ResolvedPage;
  /** A 301 to a page's canonical address (its path as the registry writes it), in this language. */
  moved: (path: string) => ResolvedPage;
}

type HeadResolver = (
  context: HeadContext,
  params: Partial<Record<string, string>>,
) => Promise<ResolvedPage>;

/** Each public page's head; every public page of the registry (@shared/pages) must have one. */
const PUBLIC_HEADS: Record<PublicPageId, HeadResolver> = {
  home: async ({ db, d, title, page, address }) => {
    const stats = await publicStats(db);
    return page(200, {
      title: title({ page: 'home' }),
      description: clip(d.home(stats.wordsCount, stats.languagesCount)),
      canonical: address(PAGES.home.path),
    });
  },

  browse: async ({ db, d, site, title, page, request, address }) => {
    // As the page itself reads it: a search starts at 2 characters once folded, shorter lists
    // all words.
    const typed = request.query.get('q')?.trim() ?? '';
    const q = searchableFold(typed) === null ? '' : typed;
    const languageId = Number(request.query.get('language'));
    const browsed =
      Number.isInteger(languageId) && languageId > 0
        ? await languageForBrowse(db, languageId)
        : undefined;
    const head = { title: title({ page: 'browse', q, languageName: browsed?.name }) };
    if (q) {
      const params = new URLSearchParams({ q });
      if (browsed) params.set('language', String(languageId));
      return page(200, {
        ...head,
        description: clip(d.search(q, site)),
        canonical: address(`${PAGES.browse.path}?${params}`),
      });
    }
    if (browsed) {
      return page(200, {
        ...head,
        description: clip(d.language(browsed.wordsCount, browsed.name, site)),
        canonical: address(browseLanguagePath(languageId)),
      });
    }
    return page(200, {
      ...head,
      description: clip(d.browse(site)),
      canonical: address(PAGES.browse.path),
    });
  },

  word: async ({ db, readWordPage, d, site, title, page, hidden, request, address }, { slug }) => {
    const { entries } = slug ? await readWordPage(slug) : { entries: [] };
    const [first, ...others] = entries;
    if (!first) return hidden(404, title({ page: 'word-not-found' }));
    // A spelling's page lists its entries in the sitemap's order, so its first entry names it. A
    // word addressed by id or code is listed alone: its spelling's page is found the same way.
    const key = wordKey(first.localWord.localWord);
    const spelling =
      wordKey(slug!) === key
        ? first.localWord.localWord
        : ((await pageSpelling(db, key)) ?? first.localWord.localWord);
    const canonical = address(wordPath(spelling));
    // The card of the entry the title names, in the page's language.
    const card = await cardOf(first, request.language, site);
    return page(
      200,
      {
        title: title({ page: 'word', entries: [first, ...others] }),
        description: clip(entries.map((entry) => describeEntry(entry, d)).join(' · ')),
        canonical,
        jsonLd: wordJsonLd(entries, canonical, request.base, address, site),
        ...(card
          ? {
              image: cardImage(
                card,
                spelling,
                first.languageName,
                request.base,
                d,
                request.language,
              ),
            }
          : {}),
      },
      'article',
    );
  },
  publicExpressions: async ({ db, d, site, title, page, request, address }) => {
    const typed = request.query.get('q')?.trim() ?? '';
    const q = searchableFold(typed) === null ? '' : typed;
    const languageId = Number(request.query.get('language'));
    const browsed =
      Number.isInteger(languageId) && languageId > 0
        ? await languageForBrowse(db, languageId)
        : undefined;
    const pageNumber = Number(request.query.get('page'));
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (browsed) params.set('language', String(languageId));
    if (Number.isInteger(pageNumber) && pageNumber > 1) params.set('page', String(pageNumber));
    const canonical = address(`${PAGES.publicExpressions.path}${params.size ? `?${params}` : ''}`);
    const head = {
      title: title({ page: 'expressions', q, languageName: browsed?.name }),
      canonical,
    };
    if (q) return page(200, { ...head, description: clip(d.expressionsSearch(q, site)) });
    if (browsed) {
      const { expressions } = await countPublicExpressionsOf(db, languageId);
      return page(200, {
        ...head,
        description: clip(d.expressionsOf(expressions, browsed.name, site)),
      });
    }
    return page(200, { ...head, description: clip(d.expressions(site)) });
  },

  expression: async ({ db, d, site, title, page, hidden, moved, request, address }, { idSlug }) => {
    const parsed = parseExpressionParam(idSlug);
    const found = parsed ? await expressionPage(db, parsed.id).catch(notFoundAsNull) : null;
    if (!parsed || !found) return hidden(404, title({ page: 'expression-not-found' }));
    const path = expressionPath(parsed.id, found.slug);
    if (parsed.slug !== found.slug) return moved(path);
    const { expression } = found;
    const text = expression.localText ?? expression.expression ?? expression.code;
    const canonical = address(path);
    return page(
      200,
      {
        title: title({ page: 'expression', text, languageName: expression.languageName }),
        description: clip(
          [d.expression(text, expression.languageName), expression.description]
            .filter(Boolean)
            .join(' · '),
        ),
        canonical,
        jsonLd: expressionJsonLd(found, canonical, request.base, address, site),
      },
      'article',
    );
  },

  language: async ({ db, d, site, title, page, hidden, moved, request, address }, { code }) => {
    const found = code ? await languagePage(db, code) : undefined;
    if (!found) return hidden(404, title({ page: 'language-not-found' }));
    const path = languagePath({ id: found.language.id, isoCode: found.language.isoCode });
    if (code !== found.language.code) return moved(path);
    const canonical = address(path);
    const { language, counts } = found;
    return page(200, {
      title: title({ page: 'language', languageName: language.name }),
      description: clip(d.languagePage(language.name, counts.words, counts.expressions, site)),
      canonical,
      jsonLd: languageJsonLd(found, canonical, request.base, address, site),
    });
  },
};

/**
 * A canonical address in the page's own language, and the page's address in each language (its
 * `hreflang` alternates), from a canonical address given at the root or in any language.
 */
function languageAddresses(canonical: string, base: string, language: Language) {
  if (!canonical.startsWith(`${base}/`)) return { canonical, alternates: undefined };
  const { address } = splitLanguagePrefix(canonical.slice(base.length));
  return {
    canonical: `${base}${addressInLanguage(address, language)}`,
    alternates: languageAlternates(address).map((a) => ({
      hreflang: a.hreflang,
      href: `${base}${a.address}`,
    })),
  };
}

/**
 * What the first HTML of a page says (title, description, canonical address and its other
 * languages' addresses, OpenGraph, JSON-LD on word pages) and its status: 404 for paths no page
 * lives at (under /en, any page but a public one) and for words visitors cannot see, so crawlers
 * never index a "not found" page. In the language the request names (`request.language`: the
 * address's for public pages, decision 036); the titles are the ones the client sets
 * (publicPageTitle).
 */
export async function resolvePage(
  db: Db,
  env: Env,
  request: PageRequest,
  readWordPage: (slug: string) => Promise<WordPage> = (slug) => wordPage(db, slug),
): Promise<ResolvedPage> {
  const site = env.SITE_NAME;
  const { language } = request;
  const d = DESCRIPTIONS[language];
  const title = (page: PublicPage) => publicPageTitle(language, site, page);
  const address = (path: string) => `${request.base}${addressInLanguage(path, language)}`;
  const page: HeadContext['page'] = (status, given, type = 'website') => {
    const { canonical, alternates } = given.canonical
      ? languageAddresses(given.canonical, request.base, language)
      : { canonical: undefined, alternates: undefined };
    const head = { ...given, canonical, ...(alternates ? { alternates } : {}) };
    return {
      status,
      isSignInPage: false,
      head: {
        ...head,
        ...(canonical
          ? {
              openGraph: {
                type,
                title: head.title,
                description: head.description,
                url: canonical,
                siteName: site,
                locale: d.ogLocale,
                alternateLocales: LANGUAGES.filter((l) => l !== language).map(
                  (l) => DESCRIPTIONS[l].ogLocale,
                ),
              },
            }
          : {}),
      },
    };
  };
  const hidden = (status: number, title: string) => ({
    status,
    isSignInPage: false,
    head: { title, robots: 'noindex, nofollow' },
  });
  const moved = (path: string) => ({
    ...hidden(301, site),
    redirect: addressInLanguage(path, language),
  });

  if (request.path === env.ADMIN_PATH) {
    // Not in robots.txt, which would publish the hidden path: the page itself says noindex.
    return { ...hidden(200, site), isSignInPage: true };
  }
  const { page: match } = matchAddress(request.path);
  if (!match) return hidden(404, title({ page: 'not-found' }));
  const { id, params } = match;
  if (!isPublicPage(id)) return hidden(200, site);
  return PUBLIC_HEADS[id](
    { request, db, readWordPage, site, d, title, address, page, hidden, moved },
    params,
  );
}
