import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InterchangePreview } from '@shared/schemas/interchange';
import { EmptyState } from '@client/components/layout/empty-state';
import { PageHeader } from '@client/components/layout/page-header';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { ImportForm } from './import-form';
import { ImportJobView } from './import-job';
import { PreviewPanel } from './preview-panel';

/** A positive whole number from the address, else null. */
const idParam = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /import: a LIFT or CSV lexicon into one language, in three steps: the file (`?language=`
 * chooses the language, as a language's card links here), its preview with nothing written yet,
 * then the import as a background job (`?job=` in the address, so a reload follows it). Other
 * roles are told the page is not theirs (the API refuses them too).
 */
export function ImportPage({ canImport }: { canImport: boolean }) {
  const { t } = useTranslation();
  if (!canImport) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <PageHeader title={t('interchange.title')} />
        <EmptyState
          icon={ShieldAlert}
          title={t('interchange.forbidden')}
          description={t('interchange.forbiddenHint')}
        />
      </div>
    );
  }
  return <ImportSteps />;
}

function ImportSteps() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const languageId = idParam(params.get('language'));
  const [preview, setPreview] = useState<InterchangePreview | null>(null);
  const languages = useLanguageOptions();
  const languageName = (id: number) => languages.data?.find((l) => l.id === id)?.name;

  /** Back to the first step, the language kept. */
  const restart = (keepLanguage: number | undefined) => {
    setPreview(null);
    setParams(keepLanguage === undefined ? {} : { language: String(keepLanguage) });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title={t('interchange.title')} description={t('interchange.subtitle')} />
      {jobId !== null ? (
        <ImportJobView key={jobId} jobId={jobId} onAnother={restart} />
      ) : preview ? (
        <PreviewPanel
          preview={preview}
          languageName={languageName(preview.languageId)}
          onStarted={(started) => {
            setPreview(null);
            // Replaced, not pushed: Back would lead to a preview the import has used.
            setParams({ job: started }, { replace: true });
          }}
          onBack={() => restart(preview.languageId)}
        />
      ) : (
        <ImportForm
          key={languageId ?? 'none'}
          initialLanguageId={languageId}
          onPreview={(p) => {
            setPreview(p);
            // The language chosen stays in the address: "another file" and a reload keep it.
            setParams({ language: String(p.languageId) }, { replace: true });
          }}
        />
      )}
    </div>
  );
}
