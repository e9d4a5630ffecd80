import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORD_REJECTION_REASON_MAX_LENGTH } from '@shared/schemas/words';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';

/**
 * The question before a rejection, with an optional reason for the word's submitter (shown to
 * them on their word). `onReject` gets the reason as typed, or '' when none was given.
 */
export function RejectWordDialog({
  word,
  open,
  onClose,
  onReject,
}: {
  /** The word as the reviewer reads it (kaa₁). */
  word: string;
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('moderation.rejectDialog.title', { word })}
      description={t('moderation.rejectDialog.description')}
      cancelLabel={t('moderation.rejectDialog.cancel')}
      confirmLabel={t('moderation.rejectDialog.confirm')}
      pendingLabel={t('moderation.rejectDialog.pending')}
      destructive
      errorTitle={t('moderation.toast.error')}
      onConfirm={async () => {
        await onReject(reason.trim());
        close();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t('moderation.rejectDialog.reasonLabel')}</Label>
        <Textarea
          id={id}
          rows={3}
          value={reason}
          maxLength={WORD_REJECTION_REASON_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('moderation.rejectDialog.reasonHint', { max: WORD_REJECTION_REASON_MAX_LENGTH })}
        </p>
      </div>
    </ConfirmDialog>
  );
}
