import { useTranslation } from 'react-i18next';
import { PageHeader } from '@client/components/layout/page-header';
import { DictionaryCounts } from './dictionary-counts';
import { SourcesAbout } from './sources-about';
import { SyncPanel } from './sync-panel';

/**
 * /international-dictionary: the French and English counts with their consult links,
 * the synchronisation panel, and where the words come from. Everyone signed in reads it; admins
 * and editors start the synchronisation (`canManage`; the server refuses the others).
 */
export function InternationalDictionaryPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('referenceDictionary.title')}
        description={t('referenceDictionary.subtitle')}
      />
      <DictionaryCounts />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SyncPanel canManage={canManage} />
        <SourcesAbout />
      </div>
    </div>
  );
}
