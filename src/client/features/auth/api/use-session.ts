import { useQuery } from '@tanstack/react-query';
import type { SessionUser, UserResponse } from '@shared/schemas/auth';
import { ApiError, api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

/** The signed-in user, or null when signed out (a 401 here is an answer, not an error). */
export function useSession() {
  return useQuery<SessionUser | null>({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      try {
        const { user } = await api.get<UserResponse>('/api/auth/me', { signal });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
