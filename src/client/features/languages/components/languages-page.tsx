import { useMemo, useState } from 'react';
import { Languages, Plus, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fold } from '@shared/fold';
import { interchangeImportPath } from '@shared/pages';
import type { Language } from '@shared/schemas/languages';
import { hasContent } from '@shared/schemas/trash';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useLanguageDeletionImpacts, useLanguages } from '../api/use-languages';
import { AlphabetDialog } from './alphabet-dialog';
import { DeleteLanguageDialog } from './delete-language-dialog';
import { ExportDialog } from './export-dialog';
import { LanguageCard, LanguageCardSkeleton } from './language-card';
import { LanguageFormDialog } from './language-form-dialog';
import { NounClassesDialog } from './noun-classes-dialog';

/** Three skeleton cards while the list loads. */
const SKELETON_CARDS = 3;

type Editing = { mode: 'add' } | { mode: 'edit'; language: Language } | null;

/**
 * /languages: search, a grid of language cards, the add, edit and delete dialogs, and each
 * language's alphabet and noun classes editors and its export. An editor's delete is disabled,
 * with the reason, on a language that still has words or expressions: only admins delete those;
 * only admins choose a language's data licence and attribution. Staff who import lexicons reach
 * the import page from a language's card, that language chosen.
 */
export function LanguagesPage({
  canEdit,
  canDeleteContent,
  canImport = false,
  canSetLicence,
}: {
  canEdit: boolean;
  /** Whether the user may delete a language that has words or expressions (admins). */
  canDeleteContent: boolean;
  /** Whether each card links to the import page for its language (admins and editors). */
  canImport?: boolean;
  /** Whether the user may choose a language's data licence and attribution (admins). */
  canSetLicence: boolean;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const languages = useLanguages();
  const impacts = useLanguageDeletionImpacts(canEdit && !canDeleteContent);
  const withContent = useMemo(
    () => new Set(impacts.data?.filter(hasContent).map((impact) => impact.languageId)),
    [impacts.data],
  );
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Language | null>(null);
  const [nounClassesOf, setNounClassesOf] = useState<Language | null>(null);
  const [alphabetOf, setAlphabetOf] = useState<Language | null>(null);
  const [exportOf, setExportOf] = useState<Language | null>(null);
  const shownEditing = useLastDefined(editing);
  const shownNounClassesOf = useLastDefined(nounClassesOf);
  const shownAlphabetOf = useLastDefined(alphabetOf);
  const shownExportOf = useLastDefined(exportOf);

  // Case-insensitive substring of the name; tones and accents are ignored too.
  const query = fold(search).trim();
  const shown = useMemo(
    () =>
      query
        ? languages.data?.filter((language) => fold(language.name).includes(query))
        : languages.data,
    [languages.data, query],
  );

  const count = languages.data?.length;
  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('languages.title')}
          description={
            count === undefined
              ? undefined
              : t('languages.count', { count, formatted: formatNumber(count) })
          }
        />
        {canEdit && addButton(t('languages.add'))}
      </div>

      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('languages.searchLabel')}
          placeholder={t('languages.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      {languages.isError ? (
        <LoadError
          title={t('languages.loadError')}
          error={languages.error}
          onRetry={() => void languages.refetch()}
        />
      ) : !shown ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <LanguageCardSkeleton key={i} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        query ? (
          <EmptyState
            icon={SearchX}
            title={t('languages.empty.noMatch')}
            description={t('languages.empty.noMatchHint', { query: search.trim() })}
          />
        ) : (
          <EmptyState
            icon={Languages}
            title={t('languages.empty.none')}
            description={canEdit ? t('languages.empty.noneHint') : undefined}
            action={canEdit ? addButton(t('languages.empty.addFirst')) : undefined}
          />
        )
      ) : (
        <ul
          aria-label={t('languages.listLabel')}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((language) => (
            <li key={language.id}>
              <LanguageCard
                language={language}
                onEdit={canEdit ? () => setEditing({ mode: 'edit', language }) : undefined}
                onDelete={canEdit ? () => setToDelete(language) : undefined}
                deleteDisabledReason={
                  canEdit && !canDeleteContent && withContent.has(language.id)
                    ? t('languages.deleteAdminOnly')
                    : undefined
                }
                onNounClasses={canEdit ? () => setNounClassesOf(language) : undefined}
                onAlphabet={canEdit ? () => setAlphabetOf(language) : undefined}
                importPath={
                  canImport ? interchangeImportPath({ languageId: language.id }) : undefined
                }
                onExport={canEdit ? () => setExportOf(language) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {canEdit && (
        <>
          <LanguageFormDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            language={shownEditing?.mode === 'edit' ? shownEditing.language : undefined}
            canSetLicence={canSetLicence}
          />
          <DeleteLanguageDialog
            language={toDelete}
            onClose={() => setToDelete(null)}
            canDeleteContent={canDeleteContent}
          />
          <NounClassesDialog
            open={nounClassesOf !== null}
            onOpenChange={(open) => !open && setNounClassesOf(null)}
            language={shownNounClassesOf}
          />
          <AlphabetDialog
            open={alphabetOf !== null}
            onOpenChange={(open) => !open && setAlphabetOf(null)}
            language={shownAlphabetOf}
          />
          <ExportDialog
            open={exportOf !== null}
            onOpenChange={(open) => !open && setExportOf(null)}
            language={shownExportOf ?? null}
          />
        </>
      )}
    </div>
  );
}
