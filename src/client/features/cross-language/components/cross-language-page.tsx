import { useId } from 'react';
import { ArrowLeftRight, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EquivalencesPage } from '@shared/schemas/dictionary';
import { EmptyState } from '@client/components/layout/empty-state';
import { ItemList, ItemListSkeleton } from '@client/components/list/item-list';
import { ListPageHeader } from '@client/components/list/list-page-header';
import { ListToolbar, listToolbarLabels } from '@client/components/list/list-toolbar';
import { PagedResults } from '@client/components/list/paged-results';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import {
  EQUIVALENCE_DEFAULT_PAGE_SIZE,
  EQUIVALENCE_PAGE_SIZES,
  useEquivalences,
} from '../api/equivalences-queries';
import { EquivalenceGroupCard, EquivalenceGroupSkeleton, groupKey } from './equivalence-group-card';

/** The language filter's parameter in the address (?language=id). */
const LANGUAGE_PARAM = 'language';
const ALL = 'all';

/** Skeleton rows while the first page loads, as many as the expressions list. */
const SKELETON_COUNT = 5;

/**
 * /cross-language: groups of an English/French pair with their local
 * equivalents; the three counters; a search (tones and accents aside, from 2 characters, 300 ms),
 * a language filter, list or card view, page size and pager, all kept in the address.
 */
export function CrossLanguagePage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = usePagedList(
    { sizes: EQUIVALENCE_PAGE_SIZES, defaultSize: EQUIVALENCE_DEFAULT_PAGE_SIZE },
    { filters: [LANGUAGE_PARAM] },
  );
  const { state, update, search, hrefFor } = list;
  const languageParam = Number(list.filter(LANGUAGE_PARAM));
  const languageId = Number.isInteger(languageParam) && languageParam > 0 ? languageParam : null;
  const groups = useEquivalences({
    page: state.page,
    limit: state.limit,
    search: state.q,
    languageId,
  });

  usePageInRange(list, groups.data?.pagination.totalPages, groups.isPlaceholderData);

  const total = groups.data?.pagination.total;
  const filtered = state.q !== '' || languageId !== null;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <ListPageHeader
        title={t('crossLanguage.title')}
        count={
          total === undefined
            ? undefined
            : t('crossLanguage.count', { count: total, formatted: formatNumber(total) })
        }
        countWidth="w-24"
      />

      <Counters counters={groups.data?.counters} />

      <div className="grid gap-3">
        <ListToolbar
          labels={listToolbarLabels(t, 'crossLanguage')}
          query={state.q}
          onSearch={search}
          view={state.view}
          onViewChange={(view) => update({ view })}
          pageSize={state.limit}
          pageSizes={EQUIVALENCE_PAGE_SIZES}
          onPageSizeChange={(limit) => update({ limit, page: 1 })}
        />
        <LanguageFilter
          value={languageId}
          onChange={(id) => list.setFilter(LANGUAGE_PARAM, id === null ? null : String(id))}
        />
      </div>

      <PagedResults
        query={groups}
        loadErrorTitle={t('crossLanguage.loadError')}
        skeleton={
          <ItemListSkeleton
            view={state.view}
            count={SKELETON_COUNT}
            item={<EquivalenceGroupSkeleton view={state.view} />}
          />
        }
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title={t('crossLanguage.empty.noMatch')}
              description={t('crossLanguage.empty.noMatchHint')}
            />
          ) : (
            <EmptyState
              icon={ArrowLeftRight}
              title={t('crossLanguage.empty.none')}
              description={t('crossLanguage.empty.noneHint')}
            />
          )
        }
        hrefFor={hrefFor}
      >
        {(items, stale) => (
          <ItemList label={t('crossLanguage.listLabel')} view={state.view} stale={stale}>
            {items.map((group) => (
              <li key={groupKey(group)}>
                <EquivalenceGroupCard group={group} view={state.view} />
              </li>
            ))}
          </ItemList>
        )}
      </PagedResults>
    </div>
  );
}

/** Groups, multi-language groups and languages in use, over every group (not only this page). */
function Counters({ counters }: { counters: EquivalencesPage['counters'] | undefined }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const items = [
    ['totalGroups', counters?.totalGroups],
    ['multiLanguageGroups', counters?.multiLanguageGroups],
    ['activeLanguages', counters?.activeLanguages],
  ] as const;
  return (
    <section
      aria-label={t('crossLanguage.countersLabel')}
      aria-busy={counters === undefined}
      className="grid gap-4 sm:grid-cols-3"
    >
      {items.map(([key, value]) => (
        <Card key={key}>
          <CardHeader className="p-4 pb-2">
            <CardTitle asChild className="text-sm font-medium text-muted-foreground">
              <h2>{t(`crossLanguage.counters.${key}`)}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="p-4 pt-0">
            {value === undefined ? (
              <Skeleton className="h-8 w-16" />
            ) : (
              <p className="text-2xl font-bold tabular-nums" data-testid={`counter-${key}`}>
                {formatNumber(value)}
              </p>
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/** All languages, or one (the languages page's list). */
function LanguageFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (languageId: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const languages = useLanguageOptions();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id} className="text-muted-foreground">
        {t('crossLanguage.languageLabel')}
      </Label>
      <Select
        value={value === null ? ALL : String(value)}
        onValueChange={(next) => onChange(next === ALL ? null : Number(next))}
      >
        <SelectTrigger id={id} className="w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('crossLanguage.allLanguages')}</SelectItem>
          {languages.data?.map((language) => (
            <SelectItem key={language.id} value={String(language.id)}>
              {language.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
