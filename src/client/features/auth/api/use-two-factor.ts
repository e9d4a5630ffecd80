import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import type {
  PasswordConfirmation,
  RecoveryCodesResponse,
  TwoFactorEnable,
  TwoFactorSetupResponse,
} from '@shared/schemas/two-factor';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/query-client';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export const twoFactorQueryKey = ['/api/auth/two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery<TwoFactorStatus>({ queryKey: twoFactorQueryKey });
}

/** Refreshes the status and the session's `twoFactorEnabled` after a change. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (enabled: boolean) => {
    queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
      user ? { ...user, twoFactorEnabled: enabled } : user,
    );
    return queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
  };
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetupResponse>('/api/auth/two-factor/setup'),
  });
}

export function useEnableTwoFactor() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: TwoFactorEnable) =>
      api.post<RecoveryCodesResponse>('/api/auth/two-factor/enable', body),
    onSuccess: () => afterChange(true),
  });
}

export function useDisableTwoFactor() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: PasswordConfirmation) => api.post('/api/auth/two-factor/disable', body),
    onSuccess: () => afterChange(false),
  });
}

export function useRegenerateRecoveryCodes() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: PasswordConfirmation) =>
      api.post<RecoveryCodesResponse>('/api/auth/two-factor/recovery-codes', body),
    onSuccess: () => afterChange(true),
  });
}
