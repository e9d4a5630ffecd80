import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/users';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteUser } from '../api/use-users';
import { useUserErrorTitle } from './use-user-error-toast';

/** The delete confirmation; deletion runs on confirm. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorTitle = useUserErrorTitle();
  const deleteUser = useDeleteUser();
  const shown = useLastDefined(user);

  const confirm = async () => {
    if (!user) return;
    await deleteUser.mutateAsync(user);
    toast({
      title: t('users.toast.deleted'),
      description: t('users.toast.deletedDescription', { email: user.email }),
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      title={t('users.deleteDialog.title')}
      description={t('users.deleteDialog.description')}
      cancelLabel={t('users.deleteDialog.cancel')}
      confirmLabel={t('users.deleteDialog.confirm')}
      pendingLabel={t('users.deleteDialog.deleting')}
      destructive
      onConfirm={confirm}
      errorTitle={(error) => errorTitle(error, t('users.toast.deleteError'))}
    >
      {shown && <ConfirmSubject className="break-all">{shown.email}</ConfirmSubject>}
    </ConfirmDialog>
  );
}
