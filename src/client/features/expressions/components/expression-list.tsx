import { useTranslation } from 'react-i18next';
import type { Expression } from '@shared/schemas/expressions';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { ExpressionCard, ExpressionCardSkeleton, type ExpressionLayout } from './expression-card';

/** Spec §9: five skeleton rows while the list loads (six cards in the card view). */
export const SKELETON_ROWS = 5;
const SKELETON_CARDS = 6;

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

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
  const items = expressions.map((expression) => (
    <li key={expression.id}>
      <ExpressionCard
        expression={expression}
        layout={layout}
        canEdit={canEdit}
        onDelete={() => onDelete(expression)}
      />
    </li>
  ));
  const className = cn('transition-opacity', stale && 'opacity-60');
  if (layout === 'cards') {
    return (
      <ul aria-label={t('expressions.listLabel')} aria-busy={stale} className={cn(GRID, className)}>
        {items}
      </ul>
    );
  }
  return (
    <Card className={cn('@container overflow-hidden', className)}>
      <ul aria-label={t('expressions.listLabel')} aria-busy={stale} className="divide-y">
        {items}
      </ul>
    </Card>
  );
}

export function ExpressionListSkeleton({ layout }: { layout: ExpressionLayout }) {
  if (layout === 'cards') {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ExpressionCardSkeleton key={i} layout="cards" />
        ))}
      </div>
    );
  }
  return (
    <Card className="@container divide-y overflow-hidden" aria-busy="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <ExpressionCardSkeleton key={i} layout="list" />
      ))}
    </Card>
  );
}
