import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';

/**
 * Every page. A new page starts at its top, as a followed link does on any site; going back or
 * forward is left to the browser, which restores the position it remembers (and to the pages
 * that load their content back, useScrollPlace). An address replaced in place (more results
 * loaded, a page number corrected) keeps the visitor where they are.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <Outlet />;
}
