import { useState } from 'react';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DictionarySide } from '@shared/schemas/dictionary';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useErrorMessage } from '@client/lib/error-message';
import { useFormatNumber } from '@client/lib/use-format-number';
import {
  useDictionaryCount,
  useMissingDefinitionsCount,
  useRefreshDictionary,
} from '../api/dictionary-queries';
import { DefinitionsPanel } from './definitions-panel';
import { DictionarySearch } from './dictionary-search';
import { ImportPanel } from './import-panel';
import { sideLabels } from './side-labels';

/**
 * /french-dictio and /english-dictio: the dictionary's statistics, its batch import and
 * definitions tools (admins and editors: `canManage`), and its search with links to each word.
 */
export function DictionaryPage({ side, canManage }: { side: DictionarySide; canManage: boolean }) {
  const { t } = useTranslation();
  const labels = sideLabels(side);
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to="/international-dictionary">
            <ArrowLeft aria-hidden="true" />
            {t('referenceDictionary.page.back')}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PageHeader title={t(labels.title)} description={t(labels.subtitle)} />
          <RefreshButton />
        </div>
      </div>
      <SideStats side={side} />
      {canManage ? (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ImportPanel side={side} />
          <DefinitionsPanel side={side} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('referenceDictionary.readOnly')}</p>
      )}
      <DictionarySearch side={side} />
    </div>
  );
}

/** Reads the figures on screen again; 'Impossible d'actualiser les données' when that fails. */
function RefreshButton() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshDictionary();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await refresh();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('referenceDictionary.toast.refreshError'),
        description: errorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      {busy ? <Spinner /> : <RefreshCw aria-hidden="true" />}
      {busy ? t('referenceDictionary.page.refreshing') : t('referenceDictionary.page.refresh')}
    </Button>
  );
}

/** The number of words and of words without a definition. */
function SideStats({ side }: { side: DictionarySide }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const count = useDictionaryCount(side);
  const missing = useMissingDefinitionsCount(side);
  const failed = count.isError ? count : missing.isError ? missing : null;
  if (failed) {
    return (
      <LoadError
        title={t('referenceDictionary.statsError')}
        error={failed.error}
        onRetry={() => {
          if (count.isError) void count.refetch();
          if (missing.isError) void missing.refetch();
        }}
      />
    );
  }
  return (
    <section
      aria-label={t('referenceDictionary.page.statsLabel')}
      aria-busy={count.isPending || missing.isPending}
      className="grid gap-4 sm:grid-cols-2"
    >
      <StatTile
        label={t('referenceDictionary.page.count')}
        value={count.data && formatNumber(count.data.count)}
        testId={`${side}-count`}
      />
      <StatTile
        label={t('referenceDictionary.page.missingDefinitions')}
        value={missing.data && formatNumber(missing.data.count)}
        hint={side === 'french' ? t('referenceDictionary.page.missingDefinitionsHint') : undefined}
        testId={`${side}-missing-definitions`}
      />
    </section>
  );
}

function StatTile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string | undefined;
  hint?: string;
  testId: string;
}) {
  return (
    <Card>
      <CardHeader className="p-4 pb-2">
        <CardTitle asChild className="text-sm font-medium text-muted-foreground">
          <h2>{label}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 p-4 pt-0">
        {value === undefined ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        )}
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}
