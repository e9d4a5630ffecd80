import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Login, SessionUser, UserResponse } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Login) =>
      (await api.post<UserResponse>('/api/auth/login', credentials)).user,
  });
}

/**
 * Makes a freshly signed-in user the session. Everything else cached is dropped first: it may have
 * been read by someone else, or have failed with the expired session.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );
}
