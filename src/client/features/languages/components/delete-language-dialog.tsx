import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/schemas/languages';
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
import { useDeleteLanguage } from '../api/use-language-mutations';

/** 'Supprimer la langue?', warning that its data goes too; deletion runs on confirm. */
export function DeleteLanguageDialog({
  language,
  onClose,
}: {
  language: Language | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const deleteLanguage = useDeleteLanguage();
  const shown = useLastDefined(language);

  const confirm = () => {
    if (!language) return;
    deleteLanguage.mutate(language, {
      onSuccess: () => {
        toast({
          title: t('languages.toast.deleted'),
          description: t('languages.toast.deletedDescription', { name: language.name }),
        });
        onClose();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('languages.toast.deleteError'),
          description: errorMessage(error),
        });
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={language !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('languages.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('languages.deleteDialog.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm font-medium">
            {shown.name}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteLanguage.isPending}>
            {t('languages.deleteDialog.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteLanguage.isPending}>
            {deleteLanguage.isPending && <Spinner />}
            {deleteLanguage.isPending
              ? t('languages.deleteDialog.deleting')
              : t('languages.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
