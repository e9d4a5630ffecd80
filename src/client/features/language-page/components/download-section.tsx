import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { ExportFormat } from '@shared/schemas/exports';
import type { LanguagePage } from '@shared/schemas/pages';
import { useDownloadWhenReady } from '@client/lib/use-download-when-ready';

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm font-medium underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0';

/** The formats in the order a visitor most likely wants them. */
const ORDER: ExportFormat[] = ['csv', 'json', 'lift'];

const exportUrl = (languageId: number, format: ExportFormat) =>
  `/api/public/languages/${languageId}/export?format=${format}`;

/**
 * "Download this dictionary": the published words as CSV, JSON or LIFT, under the language's
 * licence and attribution. Each format is a link to the file; with JavaScript, a click asks for it
 * until the server has built it ("Preparing the file…", announced, cancellable), then the browser
 * downloads it. The asking is loaded on the first click, not with the page.
 */
export function DownloadSection({ language }: { language: LanguagePage['language'] }) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useDownloadWhenReady<ExportFormat>();
  const download = (format: ExportFormat) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void start(format, exportUrl(language.id, format));
  };

  const label = (format: ExportFormat) => t(`languagePage.download.${format}`);
  const status =
    progress.phase === 'preparing'
      ? t('languagePage.download.preparing', { format: label(progress.format) })
      : progress.phase === 'started'
        ? t('languagePage.download.started', { format: label(progress.format) })
        : progress.phase === 'cancelled'
          ? t('languagePage.download.cancelled')
          : '';

  return (
    <section aria-labelledby="language-download" className="grid gap-3">
      <h2 id="language-download" className="text-2xl font-semibold tracking-tight">
        {t('languagePage.download.title')}
      </h2>
      <p>
        {t('languagePage.download.licence', { language: language.name })}{' '}
        {language.license.url ? (
          <a href={language.license.url} rel="license noopener" className={linkClass}>
            {language.license.name}
          </a>
        ) : (
          language.license.name
        )}
        {language.attribution && (
          <> {t('languagePage.download.credit', { attribution: language.attribution })}</>
        )}
      </p>
      <ul className="flex flex-wrap gap-4">
        {ORDER.map((format) => (
          <li key={format} className="grid gap-1">
            <a
              href={exportUrl(language.id, format)}
              download
              onClick={download(format)}
              aria-describedby={`language-download-${format}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border px-3 font-medium outline-hidden hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Download aria-hidden="true" className="size-4" />
              {label(format)}
            </a>
            <span id={`language-download-${format}`} className="text-xs text-muted-foreground">
              {t(`languagePage.download.${format}Hint`)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('languagePage.download.hint')}</p>
      <div className="flex min-h-11 flex-wrap items-center gap-3">
        <p role="status" className="text-sm">
          {status}
        </p>
        {progress.phase === 'preparing' && (
          <button
            type="button"
            onClick={cancel}
            className="min-h-11 rounded-md border px-3 text-sm font-medium outline-hidden hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('languagePage.download.cancel')}
          </button>
        )}
      </div>
      {progress.phase === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t('languagePage.download.failed')}
        </p>
      )}
    </section>
  );
}
