import { RouterProvider, type DataRouter } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import { Providers } from './providers';

/** The browser's app: its one cache and the router main.tsx made. */
export function App({ router }: { router: DataRouter }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
