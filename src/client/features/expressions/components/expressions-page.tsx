import { useState } from 'react';
import { MessageSquareQuote, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EXPRESSION_DEFAULT_PAGE_SIZE,
  EXPRESSION_PAGE_SIZES,
  type Expression,
} from '@shared/schemas/expressions';
import { ListToolbar } from '@client/components/list/list-toolbar';
import { Pager } from '@client/components/list/pager';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import { useExpressionsPage } from '../api/expressions-queries';
import { DeleteExpressionDialog } from './delete-expression-dialog';
import { ExpressionList, ExpressionListSkeleton } from './expression-list';

/**
 * /expressions (spec §2 "Expressions"): 'Dictionnaire des expressions', the count, a search box
 * (300 ms, from 2 characters, back to page 1), list or card view, page size, pager, audio, and
 * for admins and editors the create, edit and delete controls.
 */
export function ExpressionsPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = usePagedList({
    sizes: EXPRESSION_PAGE_SIZES,
    defaultSize: EXPRESSION_DEFAULT_PAGE_SIZE,
  });
  const { state, update, search, hrefFor } = list;
  const expressions = useExpressionsPage({
    page: state.page,
    limit: state.limit,
    search: state.q,
  });
  const [toDelete, setToDelete] = useState<Expression | null>(null);

  usePageInRange(list, expressions.data?.pagination.totalPages, expressions.isPlaceholderData);

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

      <ListToolbar
        labels={{
          search: t('expressions.searchLabel'),
          searchPlaceholder: t('expressions.searchPlaceholder'),
          searchHint: t('expressions.searchHint'),
          view: t('expressions.view.label'),
          list: t('expressions.view.list'),
          cards: t('expressions.view.cards'),
          pageSize: t('expressions.pageSize'),
        }}
        query={state.q}
        onSearch={search}
        view={state.view}
        onViewChange={(view) => update({ view })}
        pageSize={state.limit}
        pageSizes={EXPRESSION_PAGE_SIZES}
        onPageSizeChange={(limit) => update({ limit, page: 1 })}
      />

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
          <Pager
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
