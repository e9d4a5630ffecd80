import { useEffect } from 'react';
import { siteName } from './site';

/** Sets the tab title to "<page> · <site name>" while the page is shown. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
