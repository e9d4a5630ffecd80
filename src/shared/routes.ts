/**
 * The client's pages, so that the server can answer a real 404 for any other path (a
 * "soft 404", a 200 page saying "not found", misleads crawlers) and keep back-office pages out of
 * search engines. The router (src/client/app/router.tsx) must serve exactly these; a unit test
 * compares them.
 */
/** A word's public page: the slug is the URL-encoded spelling. */
export const wordPath = (localWord: string) => `/word/${encodeURIComponent(localWord)}`;

/** A French or English reference entry's back-office page: /word/fr/{id}, /word/en/{id}. */
export const dictionaryWordPath = (side: 'french' | 'english', id: number) =>
  `/word/${side === 'french' ? 'fr' : 'en'}/${id}`;

/** A reference dictionary's back-office page. */
export const dictionaryPagePath = (side: 'french' | 'english') =>
  side === 'french' ? '/french-dictio' : '/english-dictio';

export const PUBLIC_ROUTES = ['/', '/browse', '/word/:slug'] as const;

export const BACK_OFFICE_ROUTES = [
  '/dashboard',
  '/languages',
  '/localities',
  '/countries-regions',
  '/words',
  '/words/new',
  '/words/edit/:id',
  '/expressions',
  '/expressions/new',
  '/expressions/edit/:id',
  '/cross-language',
  '/international-dictionary',
  '/french-dictio',
  '/english-dictio',
  '/word/fr/:id',
  '/word/en/:id',
  '/moderation',
  '/users',
  '/audit',
  '/change-password',
] as const;

export type RouteKind = 'public' | 'back-office';

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * The page a path (without query, trailing slash tolerated) is, with its parameters still
 * URL-encoded, or null when no page is there. Back-office paths win over `/word/:slug`, so that
 * /word/fr/12 is the French dictionary word, not a local word spelled "fr/12".
 */
export function matchRoute(
  path: string,
): { kind: RouteKind; pattern: string; params: Record<string, string> } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const pattern of BACK_OFFICE_ROUTES) {
    const params = matches(pattern, clean);
    if (params) return { kind: 'back-office', pattern, params };
  }
  for (const pattern of PUBLIC_ROUTES) {
    const params = matches(pattern, clean);
    if (params) return { kind: 'public', pattern, params };
  }
  return null;
}
