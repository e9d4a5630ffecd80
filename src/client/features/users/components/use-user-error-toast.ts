import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';

/**
 * A failed change, told with the server's message; a change the rules forbid (the
 * superadmin, one's own account) is titled 'Action interdite'.
 */
export function useUserErrorToast() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackTitle: string) =>
      toast({
        variant: 'destructive',
        title:
          error instanceof ApiError && error.code === 'ACTION_FORBIDDEN'
            ? t('users.toast.forbidden')
            : fallbackTitle,
        description: errorMessage(error),
      }),
    [t, errorMessage],
  );
}
