import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteWordResult, WordEntry } from '@shared/schemas/words';
import { ConfirmDialog, ConfirmSubject } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useDeleteWord } from '../api/words-queries';

type Confirmation = Extract<DeleteWordResult, { requiresConfirmation: true }>;
type ExpressionRef = Confirmation['expressionsToDelete'][number];

/**
 * Word deletion: the user confirms, then a first DELETE without force. When the word is
 * used by expressions the server deletes nothing and says which expressions would be deleted (the
 * word was their only word) or unlinked; the dialog lists them and a second confirmation forces it.
 */
export function DeleteWordDialog({
  entry,
  onClose,
}: {
  entry: WordEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deleteWord = useDeleteWord();
  const shown = useLastDefined(entry);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // A new word starts at the first step again.
  const [entrySeen, setEntrySeen] = useState(entry);
  if (entrySeen !== entry) {
    setEntrySeen(entry);
    if (entry) setConfirmation(null);
  }

  const word = shown?.localWord.localWord ?? '';
  const listId = useId();

  const run = async () => {
    if (!entry) return;
    const result = await deleteWord.mutateAsync({
      id: entry.localWord.id,
      force: confirmation !== null,
    });
    if ('requiresConfirmation' in result) {
      setConfirmation(result);
      return;
    }
    const details = [
      t('words.toast.deletedDescription', { word }),
      result.deletedExpressions > 0 &&
        t('words.toast.expressionsDeleted', { count: result.deletedExpressions }),
      result.unlinkedExpressions > 0 &&
        t('words.toast.expressionsUnlinked', { count: result.unlinkedExpressions }),
    ].filter(Boolean);
    toast({ title: t('words.toast.deleted'), description: details.join(' ') });
    onClose();
  };

  // Each list is named by its heading, so a screen reader says which expressions it holds.
  const expressionList = (kind: 'delete' | 'unlink', title: string, list: ExpressionRef[]) =>
    list.length > 0 && (
      <section className="grid gap-1.5">
        <h3 id={`${listId}-${kind}`} className="text-sm font-semibold">
          {title}
        </h3>
        <ul
          aria-labelledby={`${listId}-${kind}`}
          className="grid max-h-40 gap-1 overflow-y-auto rounded-md border bg-muted/50 px-3 py-2 text-sm"
        >
          {list.map((expression) => (
            <li key={expression.id} className="break-words">
              {expression.expression || expression.localText || (
                <span className="text-muted-foreground italic">
                  {t('words.deleteDialog.untitled')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <ConfirmDialog
      open={entry !== null}
      onClose={onClose}
      title={
        confirmation ? t('words.deleteDialog.expressionsTitle') : t('words.deleteDialog.title')
      }
      description={
        confirmation
          ? t('words.deleteDialog.expressionsDescription')
          : t('words.deleteDialog.description')
      }
      cancelLabel={t('words.deleteDialog.cancel')}
      confirmLabel={
        confirmation ? t('words.deleteDialog.forceConfirm') : t('words.deleteDialog.confirm')
      }
      pendingLabel={t('words.deleteDialog.deleting')}
      destructive
      onConfirm={run}
      errorTitle={t('words.toast.deleteError')}
    >
      {shown && (
        <ConfirmSubject className="break-words">
          {word}
          <span className="ml-2 font-normal text-muted-foreground">
            {shown.localWord.languageName}
          </span>
        </ConfirmSubject>
      )}
      {confirmation && (
        <div className="grid gap-3">
          {expressionList(
            'delete',
            t('words.deleteDialog.toDelete', { count: confirmation.expressionsToDelete.length }),
            confirmation.expressionsToDelete,
          )}
          {expressionList(
            'unlink',
            t('words.deleteDialog.toUnlink', { count: confirmation.expressionsToUnlink.length }),
            confirmation.expressionsToUnlink,
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
