import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/schemas/places';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
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
  const deleteLocality = useDeleteLocality();
  const shown = useLastDefined(locality);

  const confirm = async () => {
    if (!locality) return;
    await deleteLocality.mutateAsync(locality);
    toast({
      title: t('localities.toast.deleted'),
      description: t('localities.toast.deletedDescription'),
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={locality !== null}
      onClose={onClose}
      title={t('localities.deleteDialog.title')}
      description={t('localities.deleteDialog.description', { name: shown?.name ?? '' })}
      cancelLabel={t('localities.deleteDialog.cancel')}
      confirmLabel={t('localities.deleteDialog.confirm')}
      pendingLabel={t('localities.deleteDialog.deleting')}
      destructive
      onConfirm={confirm}
      errorTitle={t('localities.toast.deleteFailed')}
    />
  );
}
