import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/schemas/languages';
import { confirmsName, hasContent, TRASH_RETENTION_DAYS } from '@shared/schemas/trash';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { Field, FieldDescription, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useImpactCounts } from '@client/lib/use-impact-counts';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteLanguage } from '../api/use-language-mutations';
import { useLanguageDeletionImpact } from '../api/use-languages';

/**
 * 'Supprimer la langue?': says what goes with it (words, expressions, recordings, counted when
 * it opens) and that the trash keeps it for 90 days. A language with content is deleted by an
 * admin only, once its name is typed in full; an editor is told why they cannot.
 */
export function DeleteLanguageDialog({
  language,
  onClose,
  canDeleteContent,
}: {
  language: Language | null;
  onClose: () => void;
  /** Whether the user may delete a language that has words or expressions (admins). */
  canDeleteContent: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const counts = useImpactCounts();
  const deleteLanguage = useDeleteLanguage();
  const shown = useLastDefined(language);
  const impact = useLanguageDeletionImpact(language?.id);
  const fieldId = useId();
  // What was typed, for the language it was typed for: another language starts empty.
  const [typed, setTyped] = useState({ id: 0, text: '' });
  const text = shown && typed.id === shown.id ? typed.text : '';

  const withContent = impact.data ? hasContent(impact.data) : undefined;
  const blocked = withContent === true && !canDeleteContent;
  const nameTyped = shown ? confirmsName(text, shown.name) : false;

  const close = () => {
    setTyped({ id: 0, text: '' });
    onClose();
  };

  const confirm = async () => {
    if (!language) return;
    await deleteLanguage.mutateAsync({
      language,
      confirmName: withContent ? text : undefined,
    });
    toast({
      title: t('languages.toast.deleted'),
      description: t('languages.toast.deletedDescription', { name: language.name }),
    });
    close();
  };

  const description = impact.isError
    ? t('languages.deleteDialog.loadError')
    : !impact.data
      ? t('languages.deleteDialog.loading')
      : withContent
        ? t('languages.deleteDialog.impact', counts(impact.data))
        : t('languages.deleteDialog.description', {
            name: shown?.name,
            days: TRASH_RETENTION_DAYS,
          });

  return (
    <ConfirmDialog
      open={language !== null}
      onClose={close}
      title={t('languages.deleteDialog.title')}
      description={description}
      cancelLabel={t('languages.deleteDialog.cancel')}
      confirmLabel={t('languages.deleteDialog.confirm')}
      pendingLabel={t('languages.deleteDialog.deleting')}
      destructive
      confirmDisabled={withContent === undefined || blocked || (withContent && !nameTyped)}
      onConfirm={confirm}
      errorTitle={t('languages.toast.deleteError')}
    >
      {shown && <ConfirmSubject>{shown.name}</ConfirmSubject>}
      {impact.isError && (
        <p className="text-sm text-destructive" role="alert">
          {errorMessage(impact.error)}
        </p>
      )}
      {withContent && (
        <p className="text-sm text-muted-foreground">
          {t('languages.deleteDialog.restorable', { days: TRASH_RETENTION_DAYS })}
        </p>
      )}
      {blocked && (
        <p className="text-sm font-medium text-destructive">{t('languages.deleteAdminOnly')}</p>
      )}
      {withContent && !blocked && shown && (
        <Field>
          <FieldLabel htmlFor={fieldId}>
            {t('languages.deleteDialog.confirmLabel', { name: shown.name })}
          </FieldLabel>
          <Input
            id={fieldId}
            value={text}
            onChange={(event) => setTyped({ id: shown.id, text: event.target.value })}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${fieldId}-hint`}
          />
          <FieldDescription id={`${fieldId}-hint`}>
            {t('languages.deleteDialog.confirmHint')}
          </FieldDescription>
        </Field>
      )}
    </ConfirmDialog>
  );
}
