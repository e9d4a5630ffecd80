import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Login, SessionUser, UserResponse } from '@shared/schemas/auth';
import type { LoginResponse, TwoFactorLogin } from '@shared/schemas/two-factor';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

/** The password step: the user, or `null` when the account asks for a second factor. */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Login): Promise<SessionUser | null> => {
      const response = await api.post<LoginResponse>('/api/auth/login', credentials);
      return 'user' in response ? response.user : null;
    },
  });
}

/** The second step: a code from the app or a recovery code (the challenge is in a cookie). */
export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorLogin) =>
      (await api.post<UserResponse>('/api/auth/login/two-factor', body)).user,
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
