import { useEffect, useRef, useState } from 'react';
import { LayoutGrid, List, MessageSquareQuote, Plus, Search, SearchX } from 'lucide-react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EXPRESSION_DEFAULT_PAGE_SIZE,
  EXPRESSION_PAGE_SIZES,
  type Expression,
} from '@shared/schemas/expressions';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
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
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';
import { searchTerm, useExpressionsPage } from '../api/expressions-queries';
import { DeleteExpressionDialog } from './delete-expression-dialog';
import type { ExpressionLayout } from './expression-card';
import { ExpressionList, ExpressionListSkeleton } from './expression-list';
import { ExpressionsPager } from './expressions-pager';

/** Spec §9: the search waits 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListState {
  page: number;
  limit: number;
  q: string;
  view: ExpressionLayout;
}

/** The list's state lives in the query string (?q=&page=&limit=&view=), defaults left out. */
function readState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (EXPRESSION_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : EXPRESSION_DEFAULT_PAGE_SIZE,
    q: params.get('q')?.trim() ?? '',
    view: params.get('view') === 'cards' ? 'cards' : 'list',
  };
}

function writeState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== EXPRESSION_DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.view !== 'list') params.set('view', state.view);
  return params;
}

/**
 * /expressions (spec §2 "Expressions"): 'Dictionnaire des expressions', the count, a search box
 * (300 ms, from 2 characters, back to page 1), list or card view, page size, pager, audio, and
 * for admins and editors the create, edit and delete controls.
 */
export function ExpressionsPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const expressions = useExpressionsPage({
    page: state.page,
    limit: state.limit,
    search: state.q,
  });
  const [toDelete, setToDelete] = useState<Expression | null>(null);

  const update = (changes: Partial<ListState>, replace = false) =>
    setParams((current) => writeState({ ...readState(current), ...changes }), { replace });
  const hrefFor = (page: number) => `?${writeState({ ...state, page })}`;

  // A page past the end (after a delete, or an old link) moves to the last page.
  const totalPages = expressions.data?.pagination.totalPages;
  const outOfRange =
    !expressions.isPlaceholderData &&
    totalPages !== undefined &&
    totalPages > 0 &&
    state.page > totalPages;
  useEffect(() => {
    if (outOfRange)
      setParams((current) => writeState({ ...readState(current), page: totalPages }), {
        replace: true,
      });
  }, [outOfRange, totalPages, setParams]);

  const total = expressions.data?.pagination.total;
  const newButton = (label: string) =>
    canEdit && (
      <Button asChild>
        <Link to="/expressions/new">
          <Plus aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('expressions.title')}
          description={
            total === undefined ? (
              <span
                aria-hidden="true"
                className="inline-block h-4 w-24 animate-pulse rounded-md bg-muted align-middle"
              />
            ) : (
              t('expressions.count', { count: total, formatted: formatNumber(total) })
            )
          }
        />
        {newButton(t('expressions.new'))}
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <SearchBox
          initial={state.q}
          onSearch={(text) => {
            const q = searchTerm(text);
            setParams(
              (current) => {
                const previous = readState(current);
                return previous.q === q ? current : writeState({ ...previous, q, page: 1 });
              },
              { replace: true },
            );
          }}
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ViewToggle value={state.view} onChange={(view) => update({ view })} />
          <div className="flex items-center gap-2">
            <Label
              htmlFor="expressions-page-size"
              className="whitespace-nowrap text-muted-foreground"
            >
              {t('expressions.pageSize')}
            </Label>
            <Select
              value={String(state.limit)}
              onValueChange={(value) => update({ limit: Number(value), page: 1 })}
            >
              <SelectTrigger id="expressions-page-size" className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EXPRESSION_PAGE_SIZES.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>

      {expressions.isError ? (
        <LoadError
          title={t('expressions.loadError')}
          error={expressions.error}
          onRetry={() => void expressions.refetch()}
        />
      ) : !expressions.data ? (
        <ExpressionListSkeleton layout={state.view} />
      ) : expressions.data.data.length === 0 ? (
        state.q ? (
          <EmptyState
            icon={SearchX}
            title={t('expressions.empty.noMatch')}
            description={t('expressions.empty.noMatchHint')}
          />
        ) : (
          <EmptyState
            icon={MessageSquareQuote}
            title={t('expressions.empty.none')}
            action={newButton(t('expressions.empty.addFirst'))}
          />
        )
      ) : (
        <>
          <ExpressionList
            expressions={expressions.data.data}
            layout={state.view}
            canEdit={canEdit}
            onDelete={setToDelete}
            stale={expressions.isPlaceholderData}
          />
          <ExpressionsPager
            page={expressions.data.pagination.page}
            totalPages={expressions.data.pagination.totalPages}
            total={expressions.data.pagination.total}
            limit={expressions.data.pagination.limit}
            hrefFor={hrefFor}
          />
        </>
      )}

      <DeleteExpressionDialog expression={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

/**
 * The search box keeps what is typed and reports it 300 ms after the last key. It starts from the
 * address's `q` and starts again from it when the user goes back or forward in the history.
 */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [historyKey, setHistoryKey] = useState(location.key);
  if (navigationType === 'POP' && location.key !== historyKey) setHistoryKey(location.key);
  return <SearchInput key={historyKey} initial={initial} onSearch={onSearch} />;
}

function SearchInput({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="grid w-full gap-1.5 md:max-w-md">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('expressions.searchLabel')}
          aria-describedby="expressions-search-hint"
          placeholder={t('expressions.searchPlaceholder')}
          value={value}
          onChange={(event) => {
            const text = event.target.value;
            setValue(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
          }}
          className="pl-9"
        />
      </div>
      <p id="expressions-search-hint" className="sr-only">
        {t('expressions.searchHint')}
      </p>
    </div>
  );
}

/** List or cards: two toggle buttons, the current one pressed. */
function ViewToggle({
  value,
  onChange,
}: {
  value: ExpressionLayout;
  onChange: (view: ExpressionLayout) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { view: 'list', icon: List, label: t('expressions.view.list') },
    { view: 'cards', icon: LayoutGrid, label: t('expressions.view.cards') },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('expressions.view.label')}
      className="inline-flex h-10 items-center rounded-md border bg-background p-0.5"
    >
      {options.map(({ view, icon: Icon, label }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-full items-center gap-1.5 rounded-[calc(var(--radius)-4px)] px-3 text-sm font-medium text-muted-foreground ring-offset-background transition-colors outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
            'aria-pressed:bg-primary aria-pressed:text-primary-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
