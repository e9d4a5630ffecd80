import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** The signed-in user (or null). Kept here so any 401 can sign the app out (see below). */
export const sessionQueryKey = ['/api/auth/me'] as const;

/** Default read: GET the path made by joining the key with '/'. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, ...segments] = queryKey.map(String);
  return api.get([path, ...segments.map(encodeURIComponent)].join('/'), { signal });
};

/**
 * Data never goes stale, no automatic refetches, no retries for reads or writes. A factory
 * because the server renders each page with a cache of its own (src/client/entry-server.tsx).
 */
export function createQueryClient(): QueryClient {
  /** A 401 from any call made while signed in means the session is gone: back to the sign-in state. */
  const signOutOnUnauthenticated = (error: Error) => {
    if (error instanceof ApiError && error.status === 401 && client.getQueryData(sessionQueryKey)) {
      client.setQueryData(sessionQueryKey, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOnUnauthenticated }),
    mutationCache: new MutationCache({ onError: signOutOnUnauthenticated }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The browser's one cache. */
export const queryClient = createQueryClient();
