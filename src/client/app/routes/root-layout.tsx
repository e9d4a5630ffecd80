import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import i18n from 'i18next';
import { useAddressLanguage } from '@client/lib/address-language';

/**
 * Every page. A new page starts at its top, as a followed link does on any site; going back or
 * forward is left to the browser, which restores the position it remembers (and to the pages
 * that load their content back, useScrollPlace). An address replaced in place (more results
 * loaded, a page number corrected) keeps the visitor where they are. Each page is shown in the
 * language its address names (decision 036): following a link from a French public page to the
 * back office brings back the visitor's chosen language, and back again French.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const language = useAddressLanguage();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useLayoutEffect(() => {
    // Before the browser paints: the page never shows in the previous page's language.
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return <Outlet />;
}
