import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@client/components/layout/full-page-spinner';
import { NotFound } from '@client/components/layout/not-found';
import { loadBackOfficeStrings } from '@client/lib/i18n';
import { signInPath } from '@client/lib/site';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { HomeRoute } from './routes/public/home-route';
import { NotFoundRoute } from './routes/public/not-found-route';

/**
 * Back-office pages that later issues build; until then they show the 404 page inside the shell
 * (signed in) or the sign-in page (signed out), like every back-office route.
 */
const UPCOMING_ADMIN_PATHS = [
  'cross-language',
  'international-dictionary',
  'french-dictio',
  'english-dictio',
  'word/fr/:id',
  'word/en/:id',
  'users',
];

/** The hidden sign-in page exists only when the server said, at boot, that we are on it. */
const signInRoutes: RouteObject[] = signInPath
  ? [
      {
        path: signInPath,
        lazy: () =>
          Promise.all([import('./routes/admin/sign-in-route'), loadBackOfficeStrings()]).then(
            ([m]) => ({ Component: m.SignInRoute }),
          ),
      },
    ]
  : [];

// Back-office code is split into chunks loaded on demand, so public pages stay light.
const adminRoutes: RouteObject = {
  // The back office's strings come with it (React Router renders once every lazy part is in).
  lazy: () =>
    Promise.all([import('./routes/admin/admin-layout'), loadBackOfficeStrings()]).then(([m]) => ({
      Component: m.AdminLayout,
    })),
  children: [
    {
      path: 'dashboard',
      lazy: () =>
        import('./routes/admin/dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
    },
    {
      path: 'languages',
      lazy: () =>
        import('./routes/admin/languages-route').then((m) => ({ Component: m.LanguagesRoute })),
    },
    {
      path: 'localities',
      lazy: () =>
        import('./routes/admin/localities-route').then((m) => ({ Component: m.LocalitiesRoute })),
    },
    {
      path: 'countries-regions',
      lazy: () =>
        import('./routes/admin/countries-regions-route').then((m) => ({
          Component: m.CountriesRegionsRoute,
        })),
    },
    {
      path: 'words',
      lazy: () => import('./routes/admin/words-route').then((m) => ({ Component: m.WordsRoute })),
    },
    {
      path: 'words/new',
      lazy: () =>
        import('./routes/admin/word-form-route').then((m) => ({ Component: m.NewWordRoute })),
    },
    {
      path: 'words/edit/:id',
      lazy: () =>
        import('./routes/admin/word-form-route').then((m) => ({ Component: m.EditWordRoute })),
    },
    {
      path: 'expressions',
      lazy: () =>
        import('./routes/admin/expressions-route').then((m) => ({
          Component: m.ExpressionsRoute,
        })),
    },
    {
      path: 'expressions/new',
      lazy: () =>
        import('./routes/admin/expressions-form-route').then((m) => ({
          Component: m.NewExpressionRoute,
        })),
    },
    {
      path: 'expressions/edit/:id',
      lazy: () =>
        import('./routes/admin/expressions-form-route').then((m) => ({
          Component: m.EditExpressionRoute,
        })),
    },
    {
      path: 'moderation',
      lazy: () =>
        import('./routes/admin/moderation-route').then((m) => ({ Component: m.ModerationRoute })),
    },
    {
      path: 'change-password',
      lazy: () =>
        import('./routes/admin/change-password-route').then((m) => ({
          Component: m.ChangePasswordRoute,
        })),
    },
    ...UPCOMING_ADMIN_PATHS.map((path) => ({ path, element: <NotFound backTo="dashboard" /> })),
  ],
};

/** Every page; the server renders the public ones (src/client/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Public pages other than home load their own chunks: the home page stays light.
      {
        path: 'browse',
        lazy: () =>
          import('./routes/public/browse-route').then((m) => ({ Component: m.BrowseRoute })),
      },
      {
        path: 'word/:slug',
        lazy: () => import('./routes/public/word-route').then((m) => ({ Component: m.WordRoute })),
      },
      ...signInRoutes,
      adminRoutes,
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The browser's router. Before hydrating a page the server rendered, the lazy routes it shows are
 * loaded, so the first render is that page rather than the spinner React Router shows while a
 * lazy route loads (which would not match the server's HTML).
 */
export async function createRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
