import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => api.post('/api/auth/change-password', body),
  });
}
