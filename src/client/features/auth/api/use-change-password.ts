import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => api.post('/api/auth/change-password', body),
    // The session says whether a new password was still required (mustChangePassword).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
