import { History, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

/**
 * Above a form filled from the user's draft: when the draft was saved, a warning when the item
 * has changed on the server since (`staleWarning`), and the button that discards the draft.
 */
export function DraftNotice({
  savedAt,
  staleWarning,
  onDiscard,
  disabled,
}: {
  savedAt: number;
  staleWarning?: string;
  onDiscard: () => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(savedAt);
  const Icon = staleWarning ? TriangleAlert : History;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-md border px-4 py-3 text-sm',
        staleWarning ? 'border-amber-500/50 bg-amber-500/10' : 'bg-muted/40',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid flex-1 justify-items-start gap-2">
        <p className="font-medium">{t('formDraft.restored', { date })}</p>
        {staleWarning && <p>{staleWarning}</p>}
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onDiscard}>
          {t('formDraft.discard')}
        </Button>
      </div>
    </div>
  );
}
