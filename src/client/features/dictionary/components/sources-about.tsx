import { useTranslation } from 'react-i18next';
import type { DictionarySourceInfo } from '@shared/schemas/dictionary';
import { FormSection } from '@client/components/form/form-section';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDictionarySources } from '../api/dictionary-queries';
import { Diagnostics, useSourceProblem } from './diagnostics';

/**
 * The about text: where the words come from, each source with its licence,
 * and whether this server can read it now (and why not).
 */
export function SourcesAbout() {
  const { t } = useTranslation();
  const sources = useDictionarySources();
  return (
    <FormSection
      title={t('referenceDictionary.about.title')}
      description={t('referenceDictionary.about.intro')}
    >
      {sources.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {t('referenceDictionary.about.loadError')}
        </p>
      ) : !sources.data ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <ul aria-label={t('referenceDictionary.about.listLabel')} className="grid gap-3">
          {sources.data.map((source) => (
            <li key={`${source.side}-${source.name}`}>
              <SourceItem source={source} />
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}

function SourceItem({ source }: { source: DictionarySourceInfo }) {
  const { t } = useTranslation();
  const sourceProblem = useSourceProblem();
  return (
    <article
      aria-label={source.title}
      className="grid gap-1.5 rounded-md border p-3 text-sm"
      data-testid={`source-${source.side}-${source.name}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 font-medium break-words">{source.title}</span>
        <Badge variant="secondary">{t(`referenceDictionary.about.side.${source.side}`)}</Badge>
        <Badge variant="outline">{t(`referenceDictionary.about.kind.${source.name}`)}</Badge>
      </div>
      <p className="text-muted-foreground">
        {t('referenceDictionary.about.licence', { licence: source.licence })}
      </p>
      <p className={source.available ? 'font-medium text-primary' : 'text-muted-foreground'}>
        {source.available
          ? t('referenceDictionary.about.available')
          : t('referenceDictionary.about.unavailable')}
        {!source.available && source.code && ` — ${sourceProblem(source.code)}`}
      </p>
      <Diagnostics detail={source.detail} />
    </article>
  );
}
