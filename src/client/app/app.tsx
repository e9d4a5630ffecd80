import { BrowserRouter } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The browser's app: its one cache, and the pages under React Router's declarative router. */
export function App() {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
