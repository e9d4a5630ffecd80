import { useEffect, useId, useRef, useState } from 'react';
import { ScrollText, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_DEFAULT_PAGE_SIZE, AUDIT_PAGE_SIZES } from '@shared/schemas/audit';
import { ListPageHeader } from '@client/components/list/list-page-header';
import { PagedResults } from '@client/components/list/paged-results';
import { EmptyState } from '@client/components/layout/empty-state';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/search-term';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import { useAuditFilters, useAuditPage } from '../api/audit-queries';
import { AuditTable, AuditTableSkeleton, useAuditLabel } from './audit-table';

const FILTERS = ['entity', 'action', 'from', 'to'] as const;
const SIZES = { sizes: AUDIT_PAGE_SIZES, defaultSize: AUDIT_DEFAULT_PAGE_SIZE };
const ALL = '__all';

/** A yyyy-mm-dd date input's day as epoch ms at local midnight (`next`: the day after). */
function dayStart(value: string | null, next = false): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const time = new Date(y, m - 1, d + (next ? 1 : 0)).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * /audit: who did what and when, newest first, for admins; anyone else is told the page
 * is not theirs (the API refuses them too).
 */
export function AuditPage({ canView }: { canView: boolean }) {
  const { t } = useTranslation();
  if (!canView) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6">
        <PageHeader title={t('audit.title')} />
        <EmptyState
          icon={ShieldAlert}
          title={t('audit.forbidden')}
          description={t('audit.forbiddenHint')}
        />
      </div>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = usePagedList(SIZES, { filters: [...FILTERS] });
  const { state, filter, setFilter, update, search, hrefFor } = list;
  const [, setParams] = useSearchParams();
  const [cleared, setCleared] = useState(0);
  const entity = filter('entity');
  const action = filter('action');
  const from = filter('from');
  const to = filter('to');
  const entries = useAuditPage({
    page: state.page,
    limit: state.limit,
    user: state.q,
    entity,
    action,
    from: dayStart(from),
    to: dayStart(to, true),
  });
  usePageInRange(list, entries.data?.pagination.totalPages, entries.isPlaceholderData);
  const total = entries.data?.pagination.total;
  const filtered = !!(state.q || entity || action || from || to);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <ListPageHeader
        title={t('audit.title')}
        count={
          total === undefined
            ? undefined
            : t('audit.count', { count: total, formatted: formatNumber(total) })
        }
        countWidth="w-24"
      />
      <p className="-mt-4 text-sm text-muted-foreground">{t('audit.subtitle')}</p>

      <AuditFiltersBar
        user={state.q}
        onUser={search}
        entity={entity}
        action={action}
        from={from}
        to={to}
        onFilter={setFilter}
        pageSize={state.limit}
        onPageSize={(limit) => update({ limit, page: 1 })}
        onClear={
          filtered
            ? () => {
                // One navigation: the filters and the page go, the page size stays.
                const next = new URLSearchParams();
                if (state.limit !== AUDIT_DEFAULT_PAGE_SIZE) next.set('limit', String(state.limit));
                setParams(next);
                setCleared((n) => n + 1);
              }
            : undefined
        }
        resetKey={cleared}
      />

      <PagedResults
        query={entries}
        loadErrorTitle={t('audit.loadError')}
        skeleton={<AuditTableSkeleton />}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title={t('audit.noMatch')}
              description={t('audit.noMatchHint')}
            />
          ) : (
            <EmptyState
              icon={ScrollText}
              title={t('audit.empty')}
              description={t('audit.emptyHint')}
            />
          )
        }
        hrefFor={hrefFor}
      >
        {(items, stale) => <AuditTable entries={items} stale={stale} />}
      </PagedResults>
    </div>
  );
}

function AuditFiltersBar({
  user,
  onUser,
  entity,
  action,
  from,
  to,
  onFilter,
  pageSize,
  onPageSize,
  onClear,
  resetKey,
}: {
  user: string;
  onUser: (text: string) => void;
  entity: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
  onFilter: (name: string, value: string | null) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  onClear?: () => void;
  /** Changes when the filters are cleared, so that the e-mail box empties too. */
  resetKey: number;
}) {
  const { t } = useTranslation();
  const label = useAuditLabel();
  const choices = useAuditFilters();
  const ids = { user: useId(), entity: useId(), action: useId(), from: useId(), to: useId() };
  const sizeId = useId();
  // The current choice stays offered even before the choices load (a shared link).
  const withCurrent = (names: string[] | undefined, current: string | null) => [
    ...new Set([...(names ?? []), ...(current ? [current] : [])]),
  ];
  const entities = withCurrent(choices.data?.entities, entity)
    .map((name) => ({ name, text: label('entities', name) }))
    .sort((a, b) => a.text.localeCompare(b.text));
  const actions = withCurrent(choices.data?.actions, action)
    .map((name) => ({ name, text: label('actions', name) }))
    .sort((a, b) => a.text.localeCompare(b.text));

  const choice = (
    id: string,
    text: string,
    value: string | null,
    options: { name: string; text: string }[],
    name: 'entity' | 'action',
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{text}</Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onFilter(name, next === ALL ? null : next)}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('audit.filters.all')}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.name} value={option.name}>
              {option.text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  const date = (id: string, text: string, value: string | null, name: 'from' | 'to') => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{text}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onFilter(name, event.target.value || null)}
      />
    </div>
  );

  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t('audit.filters.label')}</legend>
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]">
        <UserFilter id={ids.user} initial={user} onChange={onUser} resetKey={resetKey} />
        {choice(ids.entity, t('audit.filters.entity'), entity, entities, 'entity')}
        {choice(ids.action, t('audit.filters.action'), action, actions, 'action')}
        {date(ids.from, t('audit.filters.from'), from, 'from')}
        {date(ids.to, t('audit.filters.to'), to, 'to')}
        <div className="grid gap-1.5">
          <Label htmlFor={sizeId} className="whitespace-nowrap">
            {t('audit.pageSize')}
          </Label>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
            <SelectTrigger id={sizeId} className="w-full lg:w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {AUDIT_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {onClear && (
        <div>
          <Button variant="outline" size="sm" onClick={onClear}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The e-mail filter: reported 300 ms after the last key (from 2 characters, like searches). */
function UserFilter({
  id,
  initial,
  onChange,
  resetKey,
}: {
  id: string;
  initial: string;
  onChange: (text: string) => void;
  resetKey: number;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The filters were cleared: the box empties, and what was still to be reported is dropped.
  const [seenReset, setSeenReset] = useState(resetKey);
  if (seenReset !== resetKey) {
    setSeenReset(resetKey);
    setValue('');
  }
  useEffect(() => clearTimeout(timer.current), [resetKey]);
  return (
    <div className="col-span-2 grid gap-1.5 lg:col-span-1">
      <Label htmlFor={id}>{t('audit.filters.user')}</Label>
      <Input
        id={id}
        type="search"
        placeholder={t('audit.filters.userPlaceholder')}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
        }}
      />
    </div>
  );
}
