import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@shared/schemas/exports';
import type { Language } from '@shared/schemas/languages';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useDownloadWhenReady } from '@client/lib/use-download-when-ready';

const FORMATS: ExportFormat[] = ['csv', 'json', 'lift'];

const exportUrl = (languageId: number, format: ExportFormat) =>
  `/api/languages/${languageId}/export?format=${format}`;

/**
 * 'Exporter': a language's every live word, whatever its status, as CSV, JSON or LIFT (admins
 * and editors). A click asks the server for the file until it is built (announced, cancellable),
 * then the browser downloads it; closing the dialog stops asking.
 */
export function ExportDialog({
  open,
  onOpenChange,
  language,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('languages.export.close')}>
        <DialogHeader>
          <DialogTitle>{t('languages.export.title', { name: language?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('languages.export.description')}</DialogDescription>
        </DialogHeader>
        {language && <ExportChoices language={language} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('languages.export.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the dialog's content: closing the dialog unmounts it, which cancels the asking. */
function ExportChoices({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useDownloadWhenReady<ExportFormat>();
  const label = (format: ExportFormat) => t(`languages.export.${format}`);
  const status =
    progress.phase === 'preparing'
      ? t('languages.export.preparing', { format: label(progress.format) })
      : progress.phase === 'started'
        ? t('languages.export.started', { format: label(progress.format) })
        : progress.phase === 'cancelled'
          ? t('languages.export.cancelled')
          : '';
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 sm:grid-cols-3">
        {FORMATS.map((format) => (
          <li key={format} className="grid gap-1">
            <Button
              variant="outline"
              aria-describedby={`export-${format}-hint`}
              disabled={progress.phase === 'preparing' && progress.format === format}
              onClick={() => void start(format, exportUrl(language.id, format))}
            >
              <Download aria-hidden="true" />
              {label(format)}
            </Button>
            <span id={`export-${format}-hint`} className="text-xs text-muted-foreground">
              {t(`languages.export.${format}Hint`)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        {progress.phase === 'preparing' && <Spinner aria-hidden="true" />}
        <p role="status" className="text-sm">
          {status}
        </p>
        {progress.phase === 'preparing' && (
          <Button variant="ghost" size="sm" onClick={cancel}>
            {t('languages.export.cancel')}
          </Button>
        )}
      </div>
      {progress.phase === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t('languages.export.failed', { format: label(progress.format) })}
        </p>
      )}
    </div>
  );
}
