import { useTranslation } from 'react-i18next';
import type { Region } from '@shared/schemas/places';
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
import { useDeleteRegion } from '../api/use-region-mutations';

/** Confirms, then deletes a region; the server refuses (409) while a locality uses it. */
export function DeleteRegionDialog({
  region,
  onClose,
}: {
  region: Region | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const deleteRegion = useDeleteRegion();
  const shown = useLastDefined(region);

  const confirm = () => {
    if (!region) return;
    deleteRegion.mutate(region, {
      onSuccess: () => {
        toast({
          title: t('places.toast.success'),
          description: t('places.toast.regionDeleted', { name: region.name }),
        });
        onClose();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('places.toast.deleteRegionFailed'),
          description: errorMessage(error),
        });
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={region !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('places.deleteRegion.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('places.deleteRegion.description', { name: shown?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteRegion.isPending}>
            {t('places.deleteRegion.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteRegion.isPending}>
            {deleteRegion.isPending && <Spinner />}
            {deleteRegion.isPending
              ? t('places.deleteRegion.deleting')
              : t('places.deleteRegion.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
