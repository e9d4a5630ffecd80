import { useState } from 'react';
import { MessageSquareQuote, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  EXPRESSION_DEFAULT_PAGE_SIZE,
  EXPRESSION_PAGE_SIZES,
  type Expression,
} from '@shared/schemas/expressions';
import { ListToolbar, listToolbarLabels } from '@client/components/list/list-toolbar';
import { ListPageHeader, NewItemButton } from '@client/components/list/list-page-header';
import { PagedResults } from '@client/components/list/paged-results';
import { EmptyState } from '@client/components/layout/empty-state';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import { useExpressionsPage } from '../api/expressions-queries';
import { DeleteExpressionDialog } from './delete-expression-dialog';
import { ExpressionList, ExpressionListSkeleton } from './expression-list';

/**
 * /expressions: 'Dictionnaire des expressions', the count, a search box
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
    canEdit && <NewItemButton to="/expressions/new" label={label} />;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <ListPageHeader
        title={t('expressions.title')}
        count={
          total === undefined
            ? undefined
            : t('expressions.count', { count: total, formatted: formatNumber(total) })
        }
        countWidth="w-24"
        action={newButton(t('expressions.new'))}
      />

      <ListToolbar
        labels={listToolbarLabels(t, 'expressions')}
        query={state.q}
        onSearch={search}
        view={state.view}
        onViewChange={(view) => update({ view })}
        pageSize={state.limit}
        pageSizes={EXPRESSION_PAGE_SIZES}
        onPageSizeChange={(limit) => update({ limit, page: 1 })}
      />

      <PagedResults
        query={expressions}
        loadErrorTitle={t('expressions.loadError')}
        skeleton={<ExpressionListSkeleton layout={state.view} />}
        empty={
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
        }
        hrefFor={hrefFor}
      >
        {(items, stale) => (
          <ExpressionList
            expressions={items}
            layout={state.view}
            canEdit={canEdit}
            onDelete={setToDelete}
            stale={stale}
          />
        )}
      </PagedResults>

      <DeleteExpressionDialog expression={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
