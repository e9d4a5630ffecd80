import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';

/**
 * A failed change's title: a change the rules forbid (the superadmin, one's own account) is titled
 * 'Action interdite', any other failure `fallbackTitle`.
 */
export function useUserErrorTitle() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackTitle: string) =>
      error instanceof ApiError && error.code === 'ACTION_FORBIDDEN'
        ? t('users.toast.forbidden')
        : fallbackTitle,
    [t],
  );
}

/** A failed change, told with the server's message under the title useUserErrorTitle gives. */
export function useUserErrorToast() {
  const errorTitle = useUserErrorTitle();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackTitle: string) =>
      toast({
        variant: 'destructive',
        title: errorTitle(error, fallbackTitle),
        description: errorMessage(error),
      }),
    [errorTitle, errorMessage],
  );
}
