import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
import { ItemList, ItemListSkeleton } from '@client/components/list/item-list';
import { ExpressionCard, ExpressionCardSkeleton, type ExpressionLayout } from './expression-card';

interface ExpressionListProps {
  expressions: readonly Expression[];
  layout: ExpressionLayout;
  canEdit: boolean;
  onDelete: (expression: Expression) => void;
  /** True while another page loads in its place: the current one stays, dimmed. */
  stale?: boolean;
}

/** The expressions of one page, as rows in one card (list view) or as a grid of cards. */
export function ExpressionList({
  expressions,
  layout,
  canEdit,
  onDelete,
  stale = false,
}: ExpressionListProps) {
  const { t } = useTranslation();
  return (
    <ItemList label={t('expressions.listLabel')} view={layout} stale={stale}>
      {expressions.map((expression) => (
        <li key={expression.id}>
          <ExpressionCard
            expression={expression}
            layout={layout}
            canEdit={canEdit}
            onDelete={() => onDelete(expression)}
          />
        </li>
      ))}
    </ItemList>
  );
}

/** Five skeleton rows while the list loads, in either view. */
const SKELETON_COUNT = 5;

export function ExpressionListSkeleton({ layout }: { layout: ExpressionLayout }) {
  return (
    <ItemListSkeleton
      view={layout}
      count={SKELETON_COUNT}
      item={<ExpressionCardSkeleton layout={layout} />}
    />
  );
}
