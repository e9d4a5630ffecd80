import { useId, useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DICTIONARY_SOURCES,
  IMPORT_DEFAULT_WORDS,
  type DictionarySide,
  type DictionarySourceInfo,
  type DictionarySourceName,
} from '@shared/schemas/dictionary';
import { FormField } from '@client/components/form/form-field';
import { FormSection } from '@client/components/form/form-section';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import {
  isJobRunning,
  jobStatusKeys,
  startImport,
  useBackgroundJob,
  type ImportInput,
} from '../api/dictionary-jobs';
import { useDictionarySources } from '../api/dictionary-queries';
import { parseImportCount } from './import-count';
import { Diagnostics, JobNotes, useSourceProblem } from './diagnostics';
import { JobProgress } from './job-progress';
import { sideLang } from './side-labels';
import { useJobToasts } from './use-job-toasts';

/** The sources an import reads when none is chosen: the offline ones this server can read. */
const defaultSources = (sources: readonly DictionarySourceInfo[]) =>
  sources.filter((s) => s.available && s.name !== 'web').map((s) => s.name);

const sameSources = (a: readonly DictionarySourceName[], b: readonly DictionarySourceName[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/**
 * Batch import: how many words (1 to 5000, 1000 by default or when the text is
 * not a number), from which sources, then its progress every 2 s and a toast with the counts.
 */
export function ImportPanel({ side }: { side: DictionarySide }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const toasts = useJobToasts();
  const countId = useId();
  const countInput = useRef<HTMLInputElement>(null);
  const [countText, setCountText] = useState(String(IMPORT_DEFAULT_WORDS));
  const [countError, setCountError] = useState(false);
  const sources = useDictionarySources();
  const sideSources = sources.data?.filter((source) => source.side === side) ?? [];
  const defaults = defaultSources(sideSources);
  // null: the user has not changed the sources; the server's default applies.
  const [chosen, setChosen] = useState<DictionarySourceName[] | null>(null);
  const selected = chosen ?? defaults;

  const job = useBackgroundJob({
    statusKey: jobStatusKeys.import(side),
    start: startImport(side),
    onFinished: (finished) =>
      void toasts.finished(
        finished,
        {
          success: t('referenceDictionary.toast.importFinished'),
          failure: t('referenceDictionary.toast.importFailed'),
        },
        toasts.summaries.import,
      ),
  });
  const status = job.status.data;
  const sourceProblem = useSourceProblem();

  const toggle = (name: DictionarySourceName, on: boolean) => {
    const next = on ? [...selected, name] : selected.filter((n) => n !== name);
    setChosen(DICTIONARY_SOURCES.filter((n) => next.includes(n)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseImportCount(countText);
    if ('error' in parsed) {
      setCountError(true);
      countInput.current?.focus();
      return;
    }
    setCountError(false);
    // What will be imported, shown as sent (1000 for a text that is not a number).
    setCountText(String(parsed.maxWords));
    const input: ImportInput = { maxWords: parsed.maxWords };
    if (chosen !== null && !sameSources(chosen, defaults)) input.sources = chosen;
    job.start.mutate(input, {
      onSuccess: () =>
        toasts.started(
          t('referenceDictionary.toast.importStarted'),
          t('referenceDictionary.toast.importStartedDescription', {
            count: parsed.maxWords,
            formatted: formatNumber(parsed.maxWords),
          }),
        ),
      onError: toasts.startFailed(t('referenceDictionary.toast.importStartError')),
    });
  };

  return (
    <FormSection
      title={t('referenceDictionary.page.import.title')}
      description={t('referenceDictionary.page.import.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <FormField
          id={countId}
          label={t('referenceDictionary.page.import.count')}
          description={t('referenceDictionary.page.import.countHint')}
          error={countError ? t('referenceDictionary.page.import.countError') : undefined}
        >
          {(a11y) => (
            <Input
              ref={countInput}
              name="maxWords"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={countText}
              onChange={(event) => setCountText(event.target.value)}
              className="max-w-40 tabular-nums"
              {...a11y}
            />
          )}
        </FormField>

        {sideSources.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              {t('referenceDictionary.page.import.sources')}
            </legend>
            {sideSources.map((source) => (
              <label
                key={source.name}
                className="flex items-start gap-2 text-sm has-disabled:cursor-not-allowed has-disabled:opacity-70"
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={selected.includes(source.name)}
                  disabled={!source.available}
                  onChange={(event) => toggle(source.name, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="font-medium">{source.title}</span>
                  <span className="text-muted-foreground"> · {source.licence}</span>
                  {!source.available && source.code && (
                    <span className="block text-muted-foreground">
                      {t('referenceDictionary.page.import.sourceUnavailable', {
                        reason: sourceProblem(source.code),
                      })}
                    </span>
                  )}
                  <Diagnostics detail={source.detail} />
                </span>
              </label>
            ))}
            <p className="text-sm text-muted-foreground">
              {selected.length === 0
                ? t('referenceDictionary.page.import.sourcesNone')
                : t('referenceDictionary.page.import.sourcesHint')}
            </p>
          </fieldset>
        )}

        {status && isJobRunning(status) && (
          <JobProgress
            job={status}
            label={t('referenceDictionary.page.import.running')}
            lang={sideLang(side)}
          />
        )}
        {status && !isJobRunning(status) && status.jobId !== null && <JobNotes job={status} />}

        <div>
          <Button
            type="submit"
            disabled={job.running || (chosen !== null && selected.length === 0)}
          >
            {job.running ? <Spinner /> : <Download aria-hidden="true" />}
            {job.start.isPending
              ? t('referenceDictionary.page.import.starting')
              : job.running
                ? t('referenceDictionary.page.import.running')
                : t('referenceDictionary.page.import.submit')}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}
