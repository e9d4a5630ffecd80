import { Suspense, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@client/components/layout/full-page-spinner';
import { AddressPrefixContext } from '@client/lib/address-language';
import { loadBackOfficeStrings } from '@client/lib/i18n';
import { signInPath } from '@client/lib/site';
import type { Language } from '@shared/i18n/languages';
import { splitLanguagePrefix } from '@shared/language-addresses';
import { isPublicPage, PAGE_IDS, PAGES } from '@shared/pages';
import { lazyPage, type LazyPage } from './lazy-page';
import { PAGE_COMPONENTS } from './pages';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';
import { NotFoundRoute } from './routes/public/not-found-route';

/** A page's route; a lazy page's `handle.page` lets preloadRoutes() fetch its code ahead. */
function pageRoute(route: RouteObject, page: ComponentType | LazyPage): RouteObject {
  const Page = page;
  return { ...route, element: <Page />, handle: 'preload' in page ? { page } : undefined };
}

// The back office's strings come with its layout, so no back-office page renders without them.
const backOffice = <T,>(module: Promise<T>) =>
  Promise.all([module, loadBackOfficeStrings()]).then(([m]) => m);

/** The registry's pages (@shared/pages) of one side, each at its address, with its id. */
const pagesWhere = (isPublic: boolean) =>
  PAGE_IDS.filter((id) => isPublicPage(id) === isPublic).map((id) =>
    pageRoute({ id, path: PAGES[id].path }, PAGE_COMPONENTS[id]),
  );

/** The hidden sign-in page exists only when the server said, at boot, that we are on it. */
const signInRoutes: RouteObject[] = signInPath
  ? [
      pageRoute(
        { path: signInPath },
        lazyPage(() =>
          backOffice(import('./routes/admin/sign-in-route')).then((m) => m.SignInRoute),
        ),
      ),
    ]
  : [];

/** Every page; the server renders the public ones (src/client/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pagesWhere(true),
      ...signInRoutes,
      // The back office: signed-in pages inside its shell, loaded on demand with its strings.
      pageRoute(
        { children: pagesWhere(false) },
        lazyPage(() =>
          backOffice(import('./routes/admin/admin-layout')).then((m) => m.AdminLayout),
        ),
      ),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The pages under a language's prefix (/en, its router's basename; decision 036): the public ones
 * only, and the 404 page for anything else. The back office has no address there.
 */
export const prefixedRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pagesWhere(true), { path: '*', element: <NotFoundRoute /> }],
  },
];

const routesUnder = (prefix: Language | null) => (prefix ? prefixedRoutes : routes);

/**
 * Loads the code of the lazy pages an address (with its language prefix, if any) shows. The
 * server awaits it before rendering, and the browser before hydrating, so both render the page
 * itself rather than the loading spinner.
 */
export function preloadRoutes(location: string): Promise<unknown> {
  const { prefix, address } = splitLanguagePrefix(location);
  const matches = matchRoutes(routesUnder(prefix), address) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.handle as { page?: LazyPage } | undefined)?.page?.preload()),
  );
}

/**
 * The page for the current address, inside the router the caller provides (BrowserRouter, or
 * StaticRouter on the server), whose basename is `prefix`'s (/en) when the address names a
 * language. A page still loading shows the spinner; one that fails shows the error screen until
 * the next navigation.
 */
export function AppRoutes({ prefix = null }: { prefix?: Language | null }) {
  const { pathname } = useLocation();
  const page = useRoutes(routesUnder(prefix));
  return (
    <AddressPrefixContext.Provider value={prefix}>
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
      </RouteErrorBoundary>
    </AddressPrefixContext.Provider>
  );
}
