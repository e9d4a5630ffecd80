import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@shared/schemas/common';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';

/**
 * Toasts for the import buttons: 'Succès' with the server's message (it says how many were added
 * and skipped), or the failure title with the reason.
 */
export function useImportToasts() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return {
    success: (result: ImportResult) =>
      toast({ title: t('places.toast.success'), description: result.message }),
    failure: (title: string) => (error: unknown) =>
      toast({ variant: 'destructive', title, description: errorMessage(error) }),
  };
}
