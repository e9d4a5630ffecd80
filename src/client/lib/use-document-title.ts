import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { publicPageTitle, titled, type PublicPage } from '@shared/page-titles';
import { isLanguage } from '@shared/preferences';
import { siteName } from './site';

const useTitle = (title: string) =>
  useEffect(() => {
    document.title = title;
  }, [title]);

/** Sets the tab title to "<page> — <site name>" while the page is shown. */
export function useDocumentTitle(title?: string) {
  useTitle(titled(siteName, title));
}

/**
 * A public page's tab title: the one the server wrote into its first HTML (publicPageTitle), so
 * hydrating does not change it; the site's name while the page has none yet.
 */
export function usePublicPageTitle(page: PublicPage | undefined) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  useTitle(page ? publicPageTitle(language, siteName, page) : siteName);
}
