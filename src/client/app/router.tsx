import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@client/components/layout/full-page-spinner';
import { loadBackOfficeStrings } from '@client/lib/i18n';
import { signInPath } from '@client/lib/site';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';
import { HomeRoute } from './routes/public/home-route';
import { NotFoundRoute } from './routes/public/not-found-route';

/** A route whose page loads on demand; `handle.page` lets preloadRoutes() fetch it ahead. */
function lazyRoute(route: RouteObject, page: LazyPage): RouteObject {
  const Page = page;
  return { ...route, element: <Page />, handle: { page } };
}

// The back office's strings come with its layout, so no back-office page renders without them.
const backOffice = <T,>(module: Promise<T>) =>
  Promise.all([module, loadBackOfficeStrings()]).then(([m]) => m);

/** The hidden sign-in page exists only when the server said, at boot, that we are on it. */
const signInRoutes: RouteObject[] = signInPath
  ? [
      lazyRoute(
        { path: signInPath },
        lazyPage(() =>
          backOffice(import('./routes/admin/sign-in-route')).then((m) => m.SignInRoute),
        ),
      ),
    ]
  : [];

// Back-office code is split into chunks loaded on demand, so public pages stay light.
const adminPage = (path: string, load: () => Promise<React.ComponentType>) =>
  lazyRoute({ path }, lazyPage(load));

const adminRoutes = lazyRoute(
  {
    children: [
      adminPage('dashboard', () =>
        import('./routes/admin/dashboard-route').then((m) => m.DashboardRoute),
      ),
      adminPage('languages', () =>
        import('./routes/admin/languages-route').then((m) => m.LanguagesRoute),
      ),
      adminPage('localities', () =>
        import('./routes/admin/localities-route').then((m) => m.LocalitiesRoute),
      ),
      adminPage('countries-regions', () =>
        import('./routes/admin/countries-regions-route').then((m) => m.CountriesRegionsRoute),
      ),
      adminPage('words', () => import('./routes/admin/words-route').then((m) => m.WordsRoute)),
      adminPage('words/new', () =>
        import('./routes/admin/word-form-route').then((m) => m.NewWordRoute),
      ),
      adminPage('words/edit/:id', () =>
        import('./routes/admin/word-form-route').then((m) => m.EditWordRoute),
      ),
      adminPage('expressions', () =>
        import('./routes/admin/expressions-route').then((m) => m.ExpressionsRoute),
      ),
      adminPage('expressions/new', () =>
        import('./routes/admin/expressions-form-route').then((m) => m.NewExpressionRoute),
      ),
      adminPage('expressions/edit/:id', () =>
        import('./routes/admin/expressions-form-route').then((m) => m.EditExpressionRoute),
      ),
      adminPage('moderation', () =>
        import('./routes/admin/moderation-route').then((m) => m.ModerationRoute),
      ),
      adminPage('cross-language', () =>
        import('./routes/admin/cross-language-route').then((m) => m.CrossLanguageRoute),
      ),
      // The reference dictionary's pages share one chunk.
      adminPage('international-dictionary', () =>
        import('./routes/admin/dictionary-routes').then((m) => m.InternationalDictionaryRoute),
      ),
      adminPage('french-dictio', () =>
        import('./routes/admin/dictionary-routes').then((m) => m.FrenchDictionaryRoute),
      ),
      adminPage('english-dictio', () =>
        import('./routes/admin/dictionary-routes').then((m) => m.EnglishDictionaryRoute),
      ),
      adminPage('word/fr/:id', () =>
        import('./routes/admin/dictionary-routes').then((m) => m.FrenchWordRoute),
      ),
      adminPage('word/en/:id', () =>
        import('./routes/admin/dictionary-routes').then((m) => m.EnglishWordRoute),
      ),
      adminPage('audit', () => import('./routes/admin/audit-route').then((m) => m.AuditRoute)),
      adminPage('change-password', () =>
        import('./routes/admin/change-password-route').then((m) => m.ChangePasswordRoute),
      ),
      adminPage('users', () => import('./routes/admin/users-route').then((m) => m.UsersRoute)),
    ],
  },
  lazyPage(() => backOffice(import('./routes/admin/admin-layout')).then((m) => m.AdminLayout)),
);

/** Every page; the server renders the public ones (src/client/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Public pages other than home load their own chunks: the home page stays light.
      lazyRoute(
        { path: 'browse' },
        lazyPage(() => import('./routes/public/browse-route').then((m) => m.BrowseRoute)),
      ),
      lazyRoute(
        { path: 'word/:slug' },
        lazyPage(() => import('./routes/public/word-route').then((m) => m.WordRoute)),
      ),
      ...signInRoutes,
      adminRoutes,
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Loads the code of the lazy pages a path shows. The server awaits it before rendering, and the
 * browser before hydrating, so both render the page itself rather than the loading spinner.
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.handle as { page?: LazyPage } | undefined)?.page?.preload()),
  );
}

/**
 * The page for the current address, inside the router the caller provides (BrowserRouter, or
 * StaticRouter on the server). A page still loading shows the spinner; one that fails shows the
 * error screen until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary path={pathname}>
      <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
