import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/schemas/places';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteLocality } from '../api/use-locality-mutations';

/**
 * Confirms, then deletes a locality. The server refuses (409) while languages or expressions use
 * it, and its message says which: shown in the failure toast.
 */
export function DeleteLocalityDialog({
  locality,
  onClose,
}: {
  locality: Locality | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const deleteLocality = useDeleteLocality();
  const shown = useLastDefined(locality);

  const confirm = () => {
    if (!locality) return;
    deleteLocality.mutate(locality, {
      onSuccess: () => {
        toast({
          title: t('localities.toast.deleted'),
          description: t('localities.toast.deletedDescription'),
        });
        onClose();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('localities.toast.deleteFailed'),
          description: errorMessage(error),
        });
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={locality !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('localities.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('localities.deleteDialog.description', { name: shown?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteLocality.isPending}>
            {t('localities.deleteDialog.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteLocality.isPending}>
            {deleteLocality.isPending && <Spinner />}
            {deleteLocality.isPending
              ? t('localities.deleteDialog.deleting')
              : t('localities.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
