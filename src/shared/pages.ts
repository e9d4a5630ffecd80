/**
 * Every page of the site, once: its address, who may use it and its sidebar entry. The client's
 * router and sidebar (src/client/app/pages.tsx adds each page's component and reads), the server's
 * status and head for each address (modules/pages), robots.txt and the sitemap all read this
 * table, and all match addresses with React Router's own matching, so they never disagree on
 * which page an address is. No React components here: the server imports it.
 */
import { generatePath, matchRoutes, type Params } from 'react-router';
import { fold } from './fold';
import type { fr } from './i18n/fr';
import type { Area } from './roles';

export interface PageDefinition {
  /** A React Router path pattern. */
  path: string;
  /**
   * 'public': anyone; rendered on the server, indexed by search engines. Otherwise the back-office
   * area whose roles (src/shared/roles.ts) may use the page; the others see the sidebar without
   * it, and the page tells them it is not theirs. Everything behind it needs a session.
   */
  access: 'public' | Area;
  /** The page's link in the back-office sidebar: the group it sits in and its label (nav.*). */
  nav?: { group: 'main' | 'account'; label: keyof (typeof fr)['nav'] };
}

/** In the sidebar's order: its links are these pages' `nav`, top to bottom. */
export const PAGES = {
  home: { path: '/', access: 'public' },
  browse: { path: '/browse', access: 'public' },
  word: { path: '/word/:slug', access: 'public' },
  // The back office owns /expressions: the public list lives beside the words' browse.
  publicExpressions: { path: '/browse/expressions', access: 'public' },
  expression: { path: '/expression/:idSlug', access: 'public' },
  language: { path: '/language/:code', access: 'public' },

  dashboard: { path: '/dashboard', access: 'core', nav: { group: 'main', label: 'dashboard' } },
  languages: { path: '/languages', access: 'core', nav: { group: 'main', label: 'languages' } },
  words: { path: '/words', access: 'core', nav: { group: 'main', label: 'words' } },
  newWord: { path: '/words/new', access: 'core' },
  editWord: { path: '/words/edit/:id', access: 'core' },
  expressions: {
    path: '/expressions',
    access: 'core',
    nav: { group: 'main', label: 'expressions' },
  },
  newExpression: { path: '/expressions/new', access: 'core' },
  editExpression: { path: '/expressions/edit/:id', access: 'core' },
  crossLanguage: {
    path: '/cross-language',
    access: 'core',
    nav: { group: 'main', label: 'crossLanguage' },
  },
  countriesRegions: {
    path: '/countries-regions',
    access: 'core',
    nav: { group: 'main', label: 'countriesRegions' },
  },
  localities: { path: '/localities', access: 'core', nav: { group: 'main', label: 'localities' } },
  internationalDictionary: {
    path: '/international-dictionary',
    access: 'core',
    nav: { group: 'main', label: 'internationalDictionary' },
  },
  // A LIFT or CSV lexicon into one language: preview, then the import as a job (?job= follows one).
  interchangeImport: {
    path: '/import',
    access: 'interchange',
    nav: { group: 'main', label: 'interchangeImport' },
  },
  frenchDictionary: { path: '/french-dictio', access: 'core' },
  englishDictionary: { path: '/english-dictio', access: 'core' },
  frenchWord: { path: '/word/fr/:id', access: 'core' },
  englishWord: { path: '/word/en/:id', access: 'core' },
  moderation: {
    path: '/moderation',
    access: 'moderation',
    nav: { group: 'main', label: 'moderation' },
  },
  users: { path: '/users', access: 'users', nav: { group: 'main', label: 'users' } },
  audit: { path: '/audit', access: 'audit', nav: { group: 'main', label: 'audit' } },
  trash: { path: '/trash', access: 'trash', nav: { group: 'main', label: 'trash' } },
  changePassword: {
    path: '/change-password',
    access: 'core',
    nav: { group: 'account', label: 'changePassword' },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** The pages anyone may read, rendered on the server. */
export type PublicPageId = {
  [Id in PageId]: (typeof PAGES)[Id]['access'] extends 'public' ? Id : never;
}[PageId];

export type BackOfficePageId = Exclude<PageId, PublicPageId>;

/** The pages with a link in the back-office sidebar. */
export type NavPageId = {
  [Id in PageId]: (typeof PAGES)[Id] extends { nav: object } ? Id : never;
}[PageId];

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export const isPublicPage = (id: PageId): id is PublicPageId => PAGES[id].access === 'public';

/** The pages as React Router routes, each with its page's id. */
const PAGE_ROUTES = PAGE_IDS.map((id) => ({ id, path: PAGES[id].path }));

/**
 * The page an address is (a path, or a path and query), with its parameters decoded, as the
 * client's router matches it; null when no page lives there.
 */
export function matchPage(location: string): { id: PageId; params: Params } | null {
  const [match] = matchRoutes(PAGE_ROUTES, location) ?? [];
  return match ? { id: match.route.id, params: match.params } : null;
}

/** A public word page's address (its slug is the URL-encoded spelling). */
export const wordPath = (localWord: string) => generatePath(PAGES.word.path, { slug: localWord });

/** A language's words on the browse page. */
export const browseLanguagePath = (languageId: number) =>
  `${PAGES.browse.path}?${new URLSearchParams({ language: String(languageId) })}`;

/** A French or English reference entry's back-office page. */
export const dictionaryWordPath = (side: 'french' | 'english', id: number) =>
  generatePath(PAGES[side === 'french' ? 'frenchWord' : 'englishWord'].path, { id: String(id) });

/** A reference dictionary's back-office page. */
export const dictionaryPagePath = (side: 'french' | 'english') =>
  PAGES[side === 'french' ? 'frenchDictionary' : 'englishDictionary'].path;

/** The import page, its language chosen (from a language's card), or following a running job. */
export const interchangeImportPath = (query: { languageId?: number; jobId?: string } = {}) => {
  const params = new URLSearchParams();
  if (query.languageId !== undefined) params.set('language', String(query.languageId));
  if (query.jobId !== undefined) params.set('job', query.jobId);
  const search = params.toString();
  return search ? `${PAGES.interchangeImport.path}?${search}` : PAGES.interchangeImport.path;
};

/** The public expressions, of one language or all. */
export const publicExpressionsPath = (languageId?: number) =>
  languageId === undefined
    ? PAGES.publicExpressions.path
    : `${PAGES.publicExpressions.path}?${new URLSearchParams({ language: String(languageId) })}`;

const SLUG_MAX_LENGTH = 80;

/**
 * An expression's slug: its text folded (tones, accents and letters such as ɛ, ɔ, ŋ to their plain
 * Latin base), every run of other characters a hyphen, at most 80 characters. Only read by
 * people: the id before it finds the expression.
 */
export function expressionSlug(text: string | null): string {
  return fold(text ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** An expression's public page: /expression/{id}-{slug}, or /expression/{id} without text. */
export const expressionPath = (id: number, slug: string) =>
  generatePath(PAGES.expression.path, { idSlug: slug ? `${id}-${slug}` : String(id) });

/** The id and slug of an expression page's address part ("12-haba-na-haba"), or null. */
export function parseExpressionParam(idSlug: string | undefined) {
  const match = /^([1-9][0-9]{0,9})(?:-(.*))?$/.exec(idSlug ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, slug: match[2] ?? '' } : null;
}

/**
 * The code of a language's public page: its BCP 47 tag (what pages give as its inLanguage), else
 * its id, for a language whose tag is not known yet. A tag always starts with letters, so the two
 * never meet.
 */
export const languagePageCode = (language: { id: number; isoCode: string | null }) =>
  language.isoCode ?? String(language.id);

/** A language's public page, by its page code. */
export const generateLanguagePath = (code: string) => generatePath(PAGES.language.path, { code });

/** A language's public page. */
export const languagePath = (language: { id: number; isoCode: string | null }) =>
  generateLanguagePath(languagePageCode(language));
