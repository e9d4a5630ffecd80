import type { ComponentType } from 'react';
import type { PageId } from '@shared/pages';
import { lazyPage, type LazyPage } from './lazy-page';
import { HomeRoute } from './routes/public/home-route';

/*
 * Each page's component, by the ids of the page registry (@shared/pages, which holds their
 * addresses and who may use them); the router (router.tsx) puts them at those addresses. A page
 * missing here is a type error. What the server reads before rendering a public page is in
 * page-reads.ts, kept out of the browser's first JavaScript.
 */

// Pages other than home load their own chunks: the home page stays light, and back-office code
// is split from the public pages'. The back office's strings come with its layout (router.tsx).
export const PAGE_COMPONENTS: Record<PageId, ComponentType | LazyPage> = {
  home: HomeRoute,
  browse: lazyPage(() => import('./routes/public/browse-route').then((m) => m.BrowseRoute)),
  word: lazyPage(() => import('./routes/public/word-route').then((m) => m.WordRoute)),
  publicExpressions: lazyPage(() =>
    import('./routes/public/expressions-route').then((m) => m.PublicExpressionsRoute),
  ),
  expression: lazyPage(() =>
    import('./routes/public/expression-route').then((m) => m.ExpressionRoute),
  ),
  language: lazyPage(() => import('./routes/public/language-route').then((m) => m.LanguageRoute)),

  dashboard: lazyPage(() => import('./routes/admin/dashboard-route').then((m) => m.DashboardRoute)),
  languages: lazyPage(() => import('./routes/admin/languages-route').then((m) => m.LanguagesRoute)),
  words: lazyPage(() => import('./routes/admin/words-route').then((m) => m.WordsRoute)),
  newWord: lazyPage(() => import('./routes/admin/word-form-route').then((m) => m.NewWordRoute)),
  editWord: lazyPage(() => import('./routes/admin/word-form-route').then((m) => m.EditWordRoute)),
  expressions: lazyPage(() =>
    import('./routes/admin/expressions-route').then((m) => m.ExpressionsRoute),
  ),
  newExpression: lazyPage(() =>
    import('./routes/admin/expressions-form-route').then((m) => m.NewExpressionRoute),
  ),
  editExpression: lazyPage(() =>
    import('./routes/admin/expressions-form-route').then((m) => m.EditExpressionRoute),
  ),
  crossLanguage: lazyPage(() =>
    import('./routes/admin/cross-language-route').then((m) => m.CrossLanguageRoute),
  ),
  countriesRegions: lazyPage(() =>
    import('./routes/admin/countries-regions-route').then((m) => m.CountriesRegionsRoute),
  ),
  localities: lazyPage(() =>
    import('./routes/admin/localities-route').then((m) => m.LocalitiesRoute),
  ),
  interchangeImport: lazyPage(() =>
    import('./routes/admin/interchange-import-route').then((m) => m.InterchangeImportRoute),
  ),
  // The reference dictionary's pages share one chunk.
  internationalDictionary: lazyPage(() =>
    import('./routes/admin/dictionary-routes').then((m) => m.InternationalDictionaryRoute),
  ),
  frenchDictionary: lazyPage(() =>
    import('./routes/admin/dictionary-routes').then((m) => m.FrenchDictionaryRoute),
  ),
  englishDictionary: lazyPage(() =>
    import('./routes/admin/dictionary-routes').then((m) => m.EnglishDictionaryRoute),
  ),
  frenchWord: lazyPage(() =>
    import('./routes/admin/dictionary-routes').then((m) => m.FrenchWordRoute),
  ),
  englishWord: lazyPage(() =>
    import('./routes/admin/dictionary-routes').then((m) => m.EnglishWordRoute),
  ),
  moderation: lazyPage(() =>
    import('./routes/admin/moderation-route').then((m) => m.ModerationRoute),
  ),
  users: lazyPage(() => import('./routes/admin/users-route').then((m) => m.UsersRoute)),
  audit: lazyPage(() => import('./routes/admin/audit-route').then((m) => m.AuditRoute)),
  trash: lazyPage(() => import('./routes/admin/trash-route').then((m) => m.TrashRoute)),
  changePassword: lazyPage(() =>
    import('./routes/admin/change-password-route').then((m) => m.ChangePasswordRoute),
  ),
};
