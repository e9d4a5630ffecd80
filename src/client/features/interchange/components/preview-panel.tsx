import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeft, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CONFLICT_CHOICES,
  type ConflictChoice,
  type InterchangePreview,
} from '@shared/schemas/interchange';
import { FormSection } from '@client/components/form/form-section';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useStartImport } from '../api/interchange-api';
import { SampleTable } from './sample-table';
import { WarningsList } from './warnings-list';

/**
 * What the import of the uploaded file would do, before anything is written: its counts, the
 * writing systems of its headwords, the first entries as they will be saved, every warning; then
 * what to do with words the language already spells the same way, and the start button. Its
 * heading takes the focus when it arrives, so a screen reader starts reading there.
 */
export function PreviewPanel({
  preview,
  languageName,
  onStarted,
  onBack,
}: {
  preview: InterchangePreview;
  languageName: string | undefined;
  onStarted: (jobId: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [onConflict, setOnConflict] = useState<ConflictChoice>('keep');
  const start = useStartImport();
  const conflictHintId = useId();

  useEffect(() => heading.current?.focus(), []);

  const figures = (
    ['entries', 'senses', 'audioFound', 'audioMissing', 'matched', 'conflicts'] as const
  ).map((key) => ({ key, value: preview[key] }));

  const startImport = () =>
    start.mutate(
      { previewId: preview.previewId, onConflict },
      {
        onSuccess: ({ jobId }) => onStarted(jobId),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('interchange.preview.startError'),
            description: errorMessage(error),
          }),
      },
    );

  return (
    <div className="grid gap-6">
      <section aria-labelledby="interchange-preview-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2
            id="interchange-preview-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            {t('interchange.preview.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('interchange.preview.subtitle', {
              file: preview.fileName,
              format: t(`interchange.formats.${preview.format}.name`),
              language: languageName ?? '',
            })}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(({ key, value }) => (
            <div key={key} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">
                {t(`interchange.preview.figures.${key}`)}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>

        {preview.writingSystems.length > 0 && (
          <div className="grid gap-1 text-sm">
            <p>
              {t('interchange.preview.writingSystems', {
                list: preview.writingSystems
                  .map((system) =>
                    t('interchange.preview.writingSystem', {
                      lang: system.lang,
                      count: system.entries,
                      formatted: formatNumber(system.entries),
                    }),
                  )
                  .join(', '),
              })}
            </p>
            <p className="font-medium">
              {preview.headwordLanguage
                ? t('interchange.preview.headwordLanguage', { lang: preview.headwordLanguage })
                : t('interchange.preview.headwordLanguageNone')}
            </p>
          </div>
        )}
      </section>

      <SampleTable preview={preview} />
      <WarningsList warnings={preview.warnings} total={preview.warningsTotal} />

      <FormSection title={t('interchange.preview.startTitle')}>
        {preview.conflicts > 0 && (
          <fieldset className="grid gap-3" aria-describedby={conflictHintId}>
            <legend className="mb-1 text-sm font-medium">
              {t('interchange.conflicts.legend')}
            </legend>
            <p id={conflictHintId} className="text-sm text-muted-foreground">
              {t('interchange.conflicts.hint', {
                count: preview.conflicts,
                formatted: formatNumber(preview.conflicts),
              })}
            </p>
            {CONFLICT_CHOICES.map((choice) => (
              <label key={choice} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="onConflict"
                  value={choice}
                  checked={onConflict === choice}
                  onChange={() => setOnConflict(choice)}
                  disabled={start.isPending}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>
                  <span className="font-medium">{t(`interchange.conflicts.${choice}`)}</span>
                  <span className="block text-muted-foreground">
                    {t(`interchange.conflicts.${choice}Hint`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <p className="text-sm text-muted-foreground">
          {t('interchange.preview.startHint', {
            count: preview.entries,
            formatted: formatNumber(preview.entries),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={startImport} disabled={start.isPending}>
            {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
            {start.isPending ? t('interchange.preview.starting') : t('interchange.preview.start')}
          </Button>
          <Button variant="outline" onClick={onBack} disabled={start.isPending}>
            <ArrowLeft aria-hidden="true" />
            {t('interchange.preview.otherFile')}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
