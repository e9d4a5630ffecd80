import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupDestination, BackupResult } from '@shared/schemas/backup';
import { toast } from '@client/components/ui/use-toast';
import { api } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';

/** Where the archive went: an S3 address when the server stores backups in S3, else a server path. */
export const isS3Path = (path: string) => path.startsWith('s3://');

const CREATE_BACKUP = ['backup', 'database'] as const;

/** Where the server writes backups (s3 or local), so the prompt names the right place. */
export function useBackupDestination() {
  return useQuery<BackupDestination>({ queryKey: ['/api/backup/destination'] });
}

/**
 * POST /api/backup/database, then a success or failure toast. The toasts are the mutation's
 * own callbacks, not mutate()'s, so they still come when the admin has left the dashboard while
 * a long backup runs.
 */
export function useCreateBackup() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useMutation({
    mutationKey: CREATE_BACKUP,
    mutationFn: () => api.post<BackupResult>('/api/backup/database'),
    onSuccess: ({ path }) =>
      toast({
        title: t('backup.toast.successTitle'),
        // "dans S3" only when it went there: false when the server keeps the archive itself.
        description: t(isS3Path(path) ? 'backup.toast.savedToS3' : 'backup.toast.savedOnServer', {
          path,
        }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('backup.toast.errorTitle'),
        description: errorMessage(error),
      }),
  });
}

/** Whether a backup started here is still running, also after the dashboard was left and reopened. */
export const useBackupRunning = () => useIsMutating({ mutationKey: CREATE_BACKUP }) > 0;
