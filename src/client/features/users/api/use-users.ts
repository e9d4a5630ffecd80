import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreated, UserCreateInput, UserUpdateInput } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

const usersKey = ['/api/users'] as const;

/** Every live account (admins only; the API answers 403 to anyone else). */
export function useUsers(enabled = true) {
  return useQuery<User[]>({ queryKey: usersKey, enabled });
}

/** After a change the list is read again, and the session too (an admin may have edited themself). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UserCreateInput) => api.post<UserCreated>('/api/users', input),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdateInput }) =>
      api.put<User>(`/api/users/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: User) => api.delete(`/api/users/${user.id}`),
    onSuccess: refresh,
  });
}
