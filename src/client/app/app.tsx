import { BrowserRouter } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import type { Language } from '@shared/i18n/languages';
import { LANGUAGE_BASENAMES } from '@shared/language-addresses';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The browser's app: its one cache, and the pages under React Router's declarative router. On a
 * language's addresses (/en/...) the router's basename is that prefix, so the pages' links
 * (`/browse`) stay in the language; leaving it (the language switch) is a page load.
 */
export function App({ prefix = null }: { prefix?: Language | null }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter basename={prefix ? LANGUAGE_BASENAMES[prefix] : undefined}>
        <AppRoutes prefix={prefix} />
      </BrowserRouter>
    </Providers>
  );
}
