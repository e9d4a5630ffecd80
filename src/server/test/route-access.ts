/**
 * Who may call each registered route, written from the roles table ("Who may do what",
 * docs/security.md): the authorisation matrix, the no-secrets and the fuzz tests walk it.
 *
 * To add a route: add a row `'METHOD /api/url/:param': { access: ... }` (the URL exactly as
 * Fastify registers it, with its prefix). HEAD routes are Fastify's own for each GET and are not
 * listed. The matrix test fails while a registered route has no row, or a row names no route.
 */
import type { Role } from '@shared/roles';

/**
 * - public: everyone, anonymous included;
 * - signedIn: any signed-in role (back-office reads; word changes, where the service then checks
 *   a contributor's ownership); anonymous 401;
 * - staff: admin and editor (reference data, moderation, dictionary jobs); contributor 403;
 * - admin: admin only (users, backups, audit log); editor and contributor 403.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export interface RouteSpec {
  access: Access;
  /** Path parameters, beside the defaults of `fillPath` (ids 999999, side french...). */
  params?: Record<string, string>;
  /** The body the matrix sends: chosen so that an allowed call changes nothing (400 or 404). */
  body?: unknown;
  /** The body is multipart/form-data (files): the fuzz test sends only bad JSON to it. */
  multipart?: boolean;
  /** Answers something other than JSON (images, XML, HTML, archives, files). */
  notJson?: boolean;
  /** The call ends the caller's session: the matrix uses a throwaway one. */
  endsSession?: boolean;
  /**
   * Takes no input and does lasting work when allowed (a job, a backup, bulk inserts): the
   * matrix accepts it (it is idempotent or answers 409 the next time), the fuzz test skips it.
   */
  action?: string;
}

export type Caller = 'anonymous' | Role;
export const CALLERS: Caller[] = ['anonymous', 'contributor', 'editor', 'admin'];

const ALLOWED: Record<Access, readonly Caller[]> = {
  public: ['anonymous', 'contributor', 'editor', 'admin'],
  signedIn: ['contributor', 'editor', 'admin'],
  staff: ['editor', 'admin'],
  admin: ['admin'],
};

export const mayCall = (access: Access, caller: Caller) => ALLOWED[access].includes(caller);

// A body every state-changing JSON route refuses with 400 (wrong type of a known field).
const badJob = { maxWords: 0 };

/** An import id no test creates. */
const UNKNOWN_JOB = '0b3c1a9e-5d2f-4c1e-9a55-3c2b7d0e9f41';

export const ROUTE_ACCESS: Record<string, RouteSpec> = {
  // API documentation (Swagger UI and the OpenAPI document): public, as the API it describes.
  'GET /api/docs': { access: 'public', notJson: true },
  'GET /api/docs/static/index.html': { access: 'public', notJson: true },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', notJson: true },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public', notJson: true },
  'GET /api/docs/static/*': { access: 'public', notJson: true, params: { '*': 'index.css' } },
  'GET /api/health': { access: 'public' },

  // Auth: sign-in and sign-out are for everyone; /me answers 401 in its handler.
  'POST /api/auth/login': { access: 'public', body: {} },
  'GET /api/auth/me': { access: 'signedIn' },
  'POST /api/auth/logout': { access: 'public', endsSession: true },
  'POST /api/auth/change-password': { access: 'signedIn', body: {} },
  // Two-factor sign-in (decision 020): each user enrols their own account; the second sign-in
  // step is for anyone holding a challenge cookie (none here: 401).
  'GET /api/auth/two-factor': { access: 'signedIn' },
  'POST /api/auth/two-factor/setup': { access: 'signedIn', action: 'starts an enrolment' },
  'POST /api/auth/two-factor/enable': { access: 'signedIn', body: {} },
  'POST /api/auth/two-factor/disable': { access: 'signedIn', body: {} },
  'POST /api/auth/two-factor/recovery-codes': { access: 'signedIn', body: {} },
  'POST /api/auth/login/two-factor': { access: 'public', body: {} },

  'GET /api/dashboard/stats': { access: 'signedIn' },
  'GET /api/public/stats': { access: 'public' },

  // Places: public reads, changes for admins and editors.
  'GET /api/countries': { access: 'public' },
  // Runs before populate (below) so that it finds no country to fill.
  'POST /api/regions/populate-all': { access: 'staff', action: 'fills every country’s regions' },
  'POST /api/countries/populate': { access: 'staff', action: 'inserts the bundled countries' },
  'POST /api/countries/:id/populate-regions': { access: 'staff' },
  'GET /api/flags/:code.svg': { access: 'public', notJson: true },
  'GET /api/flags/:code.png': { access: 'public', notJson: true },
  'GET /api/regions': { access: 'public' },
  'POST /api/regions': { access: 'staff', body: {} },
  'DELETE /api/regions/:id': { access: 'staff' },
  'GET /api/localities': { access: 'public' },
  'GET /api/localities/search': { access: 'public' },
  'GET /api/localities/:id/languages': { access: 'public' },
  'POST /api/localities': { access: 'staff', body: {} },
  'PUT /api/localities/:id': { access: 'staff', body: {} },
  'DELETE /api/localities/:id': { access: 'staff' },

  'GET /api/search/words': { access: 'public' },

  // The reference dictionary: its search is public (the public pages' tools), other reads are
  // the back office's, jobs are for admins and editors.
  'GET /api/dictionary/:side/search': { access: 'public' },
  'GET /api/dictionary/stats': { access: 'signedIn' },
  'GET /api/dictionary/:side/count': { access: 'signedIn' },
  'GET /api/dictionary/:side/missing-definitions-count': { access: 'signedIn' },
  'GET /api/dictionary/sources': { access: 'signedIn' },
  'GET /api/dictionary/:side/word/:id': { access: 'signedIn' },
  'GET /api/dictionary/equivalences': { access: 'signedIn' },
  'GET /api/dictionary/import-status/:side': { access: 'signedIn' },
  'POST /api/dictionary/:side/import-background': { access: 'staff', body: badJob },
  'POST /api/dictionary/sync-both': { access: 'staff', action: 'starts a sync job' },
  'GET /api/dictionary/sync-status': { access: 'signedIn' },
  'GET /api/dictionary/sync-discrepancies': { access: 'signedIn' },
  'POST /api/dictionary/:side/sync-definitions': { access: 'staff', body: badJob },
  'GET /api/dictionary/:side/sync-definitions-status': { access: 'signedIn' },
  'GET /api/dictionary/french/check-definitions': { access: 'signedIn' },
  'POST /api/dictionary/french/fix-definitions': { access: 'staff', body: {} },
  'GET /api/dictionary/fix-definitions-status': { access: 'signedIn' },

  'GET /api/languages': { access: 'public' },
  'POST /api/languages': { access: 'staff', body: {} },
  'PUT /api/languages/:id': { access: 'staff', body: {} },
  // An empty language: staff; one with words or expressions: admins (the service checks).
  'DELETE /api/languages/:id': { access: 'staff' },
  'GET /api/languages/deletion-impacts': { access: 'staff' },
  'GET /api/languages/:id/deletion-impact': { access: 'staff' },
  'POST /api/languages/:id/localities': { access: 'staff', body: {} },
  'DELETE /api/languages/:id/localities/:localityId': { access: 'staff' },
  'GET /api/languages/:id/noun-classes': { access: 'public' },
  'PUT /api/languages/:id/noun-classes': { access: 'staff', body: {} },
  'GET /api/languages/:id/alphabet': { access: 'public' },
  'PUT /api/languages/:id/alphabet': { access: 'staff', body: {} },
  'DELETE /api/languages/:id/alphabet': { access: 'staff' },
  // The data licence is public; choosing it is an administrator's decision (decision 043).
  'GET /api/languages/:id/licence': { access: 'public' },
  'PUT /api/languages/:id/licence': { access: 'admin', body: {} },
  // Exports: every word for staff, the published ones for everyone (404 here: no language).
  'GET /api/languages/:id/export': { access: 'staff', notJson: true },

  // Words: public reads (what the caller may see); any signed-in role creates, edits and deletes
  // (a contributor only their own pending words: the service answers 403/404); moderation is staff.
  'GET /api/words': { access: 'public' },
  'GET /api/words/paginated': { access: 'public' },
  'GET /api/words/letters': { access: 'public' },
  'GET /api/words/pending': { access: 'signedIn' },
  'GET /api/words/check-duplicate': { access: 'signedIn' },
  'GET /api/words/by-slug/:slug': { access: 'public' },
  'GET /api/words/:id': { access: 'public' },
  // Imports of LIFT and CSV files (decision 042): an unknown preview or job answers 404.
  'POST /api/interchange/preview': { access: 'staff', multipart: true },
  'POST /api/interchange/import': { access: 'staff', body: {} },
  'GET /api/interchange/jobs/:jobId': { access: 'staff', params: { jobId: UNKNOWN_JOB } },
  'DELETE /api/interchange/jobs/:jobId': { access: 'staff', params: { jobId: UNKNOWN_JOB } },
  'GET /api/interchange/jobs/:jobId/report': { access: 'staff', params: { jobId: UNKNOWN_JOB } },
  'POST /api/words': { access: 'signedIn', multipart: true },
  'PUT /api/words/:id': { access: 'signedIn', multipart: true },
  'PUT /api/words/:id/senses/order': { access: 'signedIn', body: {} },
  'PATCH /api/words/:id/status': { access: 'staff', body: {} },
  'POST /api/words/:id/reopen': { access: 'staff' },
  'DELETE /api/words/:id': { access: 'signedIn' },
  'DELETE /api/words/:id/audio/:slot': { access: 'signedIn' },
  // Browse by letter of a language, as visitors see it (decision 031).
  'GET /api/public/languages/:id/letters': { access: 'public' },
  'GET /api/public/languages/:id/words': { access: 'public' },
  'GET /api/public/languages/:id/map.svg': { access: 'public', notJson: true },
  'GET /api/public/languages/:id/export': { access: 'public', notJson: true },
  'GET /api/public/expressions': { access: 'public' },
  'GET /api/public/expressions/:id': { access: 'public' },

  // Expressions: public reads, changes for admins and editors.
  'GET /api/expressions/paginated': { access: 'public' },
  'GET /api/expressions/by-word/:wordId': { access: 'public' },
  'GET /api/expressions/:id': { access: 'public' },
  'POST /api/expressions': { access: 'staff', multipart: true },
  'PUT /api/expressions/:id': { access: 'staff', multipart: true },
  'DELETE /api/expressions/:id': { access: 'staff' },
  'DELETE /api/expressions/:id/audio/:slot': { access: 'staff' },

  'GET /api/pages/word/:slug': { access: 'public' },
  'GET /api/pages/expression/:id': { access: 'public' },
  'GET /api/pages/language/:code': { access: 'public' },
  'GET /api/audio/signed-url': { access: 'public' },
  'GET /api/audio/files/:name': { access: 'public', notJson: true },

  // Accounts and the audit log: admins only.
  'GET /api/users': { access: 'admin' },
  'POST /api/users': { access: 'admin', body: {} },
  'PUT /api/users/:id': { access: 'admin', body: {} },
  'DELETE /api/users/:id': { access: 'admin' },
  'GET /api/audit': { access: 'admin' },
  'GET /api/audit/filters': { access: 'admin' },

  // The trash: staff read it; admins restore and purge (decision 032).
  'GET /api/trash': { access: 'staff' },
  'POST /api/trash/:id/restore': { access: 'admin' },
  'DELETE /api/trash/:id': { access: 'admin' },

  'GET /api/backup/destination': { access: 'admin' },
  'POST /api/backup/database': { access: 'admin', action: 'takes a backup' },
  'GET /api/backup/download': { access: 'admin', notJson: true, action: 'streams a backup' },

  'GET /robots.txt': { access: 'public', notJson: true },
  'GET /sitemap.xml': { access: 'public', notJson: true },
  'GET /sitemap-:part.xml': { access: 'public', notJson: true },
  // A word page's sharing card (og:image), outside /api/ so that link previews may fetch it.
  'GET /og/word/:slug.png': { access: 'public', notJson: true },
};

const DEFAULT_PARAMS: Record<string, string> = {
  side: 'french',
  slug: 'no-such-word',
  slot: '1',
  code: 'zz',
  name: 'missing.webm',
  part: '1',
};

/** The route's URL with its parameters filled: ids that exist nowhere (999999) by default. */
export function fillPath(url: string, params: Record<string, string> = {}): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? DEFAULT_PARAMS[name] ?? '999999')
    .replace('*', params['*'] ?? 'x');
}

/** "METHOD /url" of every route the app registered, HEAD (Fastify's own, per GET) aside. */
export function registeredRoutes(routeList: readonly { method: string; url: string }[]): string[] {
  const keys = routeList
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)];
}
