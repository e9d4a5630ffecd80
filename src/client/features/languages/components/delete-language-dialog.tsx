import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/schemas/languages';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
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
  const deleteLanguage = useDeleteLanguage();
  const shown = useLastDefined(language);

  const confirm = async () => {
    if (!language) return;
    await deleteLanguage.mutateAsync(language);
    toast({
      title: t('languages.toast.deleted'),
      description: t('languages.toast.deletedDescription', { name: language.name }),
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={language !== null}
      onClose={onClose}
      title={t('languages.deleteDialog.title')}
      description={t('languages.deleteDialog.description')}
      cancelLabel={t('languages.deleteDialog.cancel')}
      confirmLabel={t('languages.deleteDialog.confirm')}
      pendingLabel={t('languages.deleteDialog.deleting')}
      destructive
      onConfirm={confirm}
      errorTitle={t('languages.toast.deleteError')}
    >
      {shown && <ConfirmSubject>{shown.name}</ConfirmSubject>}
    </ConfirmDialog>
  );
}
