import { useState } from 'react';
import { ListChecks, RefreshCw, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DictionarySide } from '@shared/schemas/dictionary';
import { FormSection } from '@client/components/form/form-section';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';
import {
  isJobRunning,
  jobStatusKeys,
  startFixDefinitions,
  startSyncDefinitions,
  useBackgroundJob,
} from '../api/dictionary-jobs';
import { useDefinitionsCheck } from '../api/dictionary-queries';
import { JobProgress } from './job-progress';
import { sideLang } from './side-labels';
import { useJobToasts } from './use-job-toasts';

/**
 * Definitions: synchronise the missing ones from the sources ('Définitions
 * synchronisées'); on the French dictionary also check for problematic ones and fix those the
 * check found ('Correction terminée' with the processed and the errors).
 */
export function DefinitionsPanel({ side }: { side: DictionarySide }) {
  const { t } = useTranslation();
  const toasts = useJobToasts();
  const sync = useBackgroundJob({
    statusKey: jobStatusKeys.syncDefinitions(side),
    start: startSyncDefinitions(side),
    onFinished: (finished) =>
      void toasts.finished(
        finished,
        {
          success: t('referenceDictionary.toast.definitionsSynced'),
          failure: t('referenceDictionary.toast.definitionsSyncError'),
        },
        toasts.summaries.syncDefinitions,
      ),
  });
  const status = sync.status.data;

  return (
    <FormSection
      title={t('referenceDictionary.page.definitions.title')}
      description={
        side === 'french'
          ? t('referenceDictionary.page.definitions.frenchDescription')
          : t('referenceDictionary.page.definitions.description')
      }
    >
      {status && isJobRunning(status) && (
        <JobProgress
          job={status}
          label={t('referenceDictionary.page.definitions.syncing')}
          lang={sideLang(side)}
        />
      )}
      <div>
        <Button
          variant="outline"
          disabled={sync.running}
          onClick={() =>
            sync.start.mutate(undefined, {
              onError: toasts.startFailed(t('referenceDictionary.toast.definitionsSyncError')),
            })
          }
        >
          {sync.running ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {sync.running
            ? t('referenceDictionary.page.definitions.syncing')
            : t('referenceDictionary.page.definitions.sync')}
        </Button>
      </div>
      {side === 'french' && <CheckAndFix />}
    </FormSection>
  );
}

/** GET french/check-definitions on demand, then POST french/fix-definitions with what it found. */
function CheckAndFix() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const toasts = useJobToasts();
  const [asked, setAsked] = useState(false);
  const check = useDefinitionsCheck(asked);
  const fix = useBackgroundJob({
    statusKey: jobStatusKeys.fixDefinitions,
    start: startFixDefinitions,
    onFinished: (finished) =>
      void toasts.finished(
        finished,
        {
          success: t('referenceDictionary.toast.fixFinished'),
          failure: t('referenceDictionary.toast.fixFailed'),
        },
        toasts.summaries.fixDefinitions,
      ),
  });
  const status = fix.status.data;
  const checking = check.isFetching;
  const found = check.data;
  // The words without a definition are the "Sans définition" card's, counted by the same rule:
  // the check says how many there are and which job fills them.
  const result = check.isError
    ? t('referenceDictionary.page.definitions.checkError')
    : found && !checking
      ? [
          t('referenceDictionary.page.definitions.checkResult', {
            count: found.count,
            formatted: formatNumber(found.count),
          }),
          found.missing > 0 &&
            t('referenceDictionary.page.definitions.checkMissing', {
              count: found.missing,
              formatted: formatNumber(found.missing),
            }),
        ]
          .filter(Boolean)
          .join(' ')
      : '';

  return (
    <div className="grid gap-3 border-t pt-5">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={checking || fix.running}
          onClick={() => (asked ? void check.refetch() : setAsked(true))}
        >
          {checking ? <Spinner /> : <ListChecks aria-hidden="true" />}
          {checking
            ? t('referenceDictionary.page.definitions.checking')
            : t('referenceDictionary.page.definitions.check')}
        </Button>
        {found && found.words.length > 0 && (
          <Button
            disabled={fix.running || checking}
            onClick={() =>
              fix.start.mutate(
                found.words.map((word) => word.id),
                {
                  onSuccess: () => toasts.started(t('referenceDictionary.toast.fixStarted')),
                  onError: toasts.startFailed(t('referenceDictionary.toast.fixStartError')),
                },
              )
            }
          >
            {fix.running ? <Spinner /> : <Wrench aria-hidden="true" />}
            {fix.running
              ? t('referenceDictionary.page.definitions.fixing')
              : t('referenceDictionary.page.definitions.fix')}
          </Button>
        )}
      </div>
      {/* Always there, so screen readers announce the answer when it comes. */}
      <p role="status" className={cn('text-sm text-muted-foreground', !result && 'sr-only')}>
        {result}
      </p>
      {status && isJobRunning(status) && (
        <JobProgress
          job={status}
          label={t('referenceDictionary.page.definitions.fixRunning')}
          lang="fr"
        />
      )}
    </div>
  );
}
