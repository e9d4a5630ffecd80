import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@client/lib/api-client';

/** Signs out, lands on the home page and forgets everything cached for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSuccess: async () => {
      await navigate('/', { replace: true });
      queryClient.clear();
    },
  });
}
