import { useTranslation } from 'react-i18next';
import type { Region } from '@shared/schemas/places';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
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
  const deleteRegion = useDeleteRegion();
  const shown = useLastDefined(region);

  const confirm = async () => {
    if (!region) return;
    await deleteRegion.mutateAsync(region);
    toast({
      title: t('places.toast.success'),
      description: t('places.toast.regionDeleted', { name: region.name }),
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={region !== null}
      onClose={onClose}
      title={t('places.deleteRegion.title')}
      description={t('places.deleteRegion.description', { name: shown?.name ?? '' })}
      cancelLabel={t('places.deleteRegion.cancel')}
      confirmLabel={t('places.deleteRegion.confirm')}
      pendingLabel={t('places.deleteRegion.deleting')}
      destructive
      onConfirm={confirm}
      errorTitle={t('places.toast.deleteRegionFailed')}
    />
  );
}
