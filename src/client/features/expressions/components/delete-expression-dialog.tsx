import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useAudioPlayer } from '@client/lib/audio-player';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteExpression } from '../api/expressions-queries';
import { expressionText, useExpressionName } from './expression-card';

/**
 * Expression deletion: 'Confirmer la suppression', irreversible; on confirm DELETE
 * /api/expressions/{id}; a failure says 'Impossible de supprimer l'expression' and why.
 */
export function DeleteExpressionDialog({
  expression,
  onClose,
}: {
  expression: Expression | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useExpressionName();
  const deleteExpression = useDeleteExpression();
  const player = useAudioPlayer();
  // Kept while the dialog closes, so its text does not vanish during the animation.
  const shown = useLastDefined(expression);

  const confirm = async () => {
    if (!expression) return;
    const name = nameOf(expression);
    await deleteExpression.mutateAsync(expression.id);
    // Its recording stops with it.
    if (player.current.key?.startsWith(`expression-${expression.id}-`)) player.stop();
    toast({
      title: t('expressions.toast.deleted'),
      description: t('expressions.toast.deletedDescription', { title: name }),
    });
    onClose();
  };

  return (
    <ConfirmDialog
      open={expression !== null}
      onClose={onClose}
      title={t('expressions.deleteDialog.title')}
      description={t('expressions.deleteDialog.description')}
      cancelLabel={t('expressions.deleteDialog.cancel')}
      confirmLabel={t('expressions.deleteDialog.confirm')}
      pendingLabel={t('expressions.deleteDialog.deleting')}
      destructive
      onConfirm={confirm}
      errorTitle={t('expressions.toast.deleteError')}
    >
      {shown && (
        <ConfirmSubject className="break-words">
          {expressionText(shown) ?? (
            <span className="text-muted-foreground italic">{t('expressions.untitled')}</span>
          )}
          {shown.languageName && (
            <span className="ml-2 font-normal text-muted-foreground">{shown.languageName}</span>
          )}
        </ConfirmSubject>
      )}
    </ConfirmDialog>
  );
}
