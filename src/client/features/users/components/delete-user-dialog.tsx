import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/users';
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
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteUser } from '../api/use-users';
import { useUserErrorToast } from './use-user-error-toast';

/** The delete confirmation; deletion runs on confirm. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorToast = useUserErrorToast();
  const deleteUser = useDeleteUser();
  const shown = useLastDefined(user);

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user, {
      onSuccess: () => {
        toast({
          title: t('users.toast.deleted'),
          description: t('users.toast.deletedDescription', { email: user.email }),
        });
        onClose();
      },
      onError: (error) => {
        errorToast(error, t('users.toast.deleteError'));
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('users.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('users.deleteDialog.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm font-medium break-all">
            {shown.email}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteUser.isPending}>
            {t('users.deleteDialog.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteUser.isPending}>
            {deleteUser.isPending && <Spinner />}
            {deleteUser.isPending
              ? t('users.deleteDialog.deleting')
              : t('users.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
