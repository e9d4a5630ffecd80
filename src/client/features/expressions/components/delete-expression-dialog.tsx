import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
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
import { useAudioPlayer } from '@client/lib/audio-player';
import { useErrorMessage } from '@client/lib/error-message';
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
  const errorMessage = useErrorMessage();
  const nameOf = useExpressionName();
  const deleteExpression = useDeleteExpression();
  const player = useAudioPlayer();
  // Kept while the dialog closes, so its text does not vanish during the animation.
  const shown = useLastDefined(expression);

  const confirm = () => {
    if (!expression) return;
    const name = nameOf(expression);
    deleteExpression.mutate(expression.id, {
      onSuccess: () => {
        // Its recording stops with it.
        if (player.current.key?.startsWith(`expression-${expression.id}-`)) player.stop();
        toast({
          title: t('expressions.toast.deleted'),
          description: t('expressions.toast.deletedDescription', { title: name }),
        });
        onClose();
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('expressions.toast.deleteError'),
          description: errorMessage(error),
        });
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={expression !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('expressions.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('expressions.deleteDialog.description')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {shown && (
          <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm font-medium break-words">
            {expressionText(shown) ?? (
              <span className="text-muted-foreground italic">{t('expressions.untitled')}</span>
            )}
            {shown.languageName && (
              <span className="ml-2 font-normal text-muted-foreground">{shown.languageName}</span>
            )}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteExpression.isPending}>
            {t('expressions.deleteDialog.cancel')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteExpression.isPending}>
            {deleteExpression.isPending && <Spinner />}
            {deleteExpression.isPending
              ? t('expressions.deleteDialog.deleting')
              : t('expressions.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
