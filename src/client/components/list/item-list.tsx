import { Fragment, type ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import type { ListView } from '@client/lib/use-paged-list';
import { cn } from '@client/lib/utils';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/**
 * The items of one page (`<li>`s), as rows in one card (list view) or as a grid of cards. `stale`
 * while another page loads in its place: the current one stays, dimmed.
 */
export function ItemList({
  label,
  view,
  stale,
  children,
}: {
  label: string;
  view: ListView;
  stale: boolean;
  children: ReactNode;
}) {
  const className = cn('transition-opacity', stale && 'opacity-60');
  if (view === 'cards') {
    return (
      <ul aria-label={label} aria-busy={stale} className={cn(GRID, className)}>
        {children}
      </ul>
    );
  }
  return (
    <Card className={cn('@container overflow-hidden', className)}>
      <ul aria-label={label} aria-busy={stale} className="divide-y">
        {children}
      </ul>
    </Card>
  );
}

/**
 * The same frame while the first page loads, `item` (one item's skeleton) repeated `count` times in
 * either view: the list says how many, so both views show the same.
 */
export function ItemListSkeleton({
  view,
  item,
  count,
}: {
  view: ListView;
  item: ReactNode;
  count: number;
}) {
  const items = Array.from({ length: count }, (_, i) => <Fragment key={i}>{item}</Fragment>);
  if (view === 'cards') {
    return (
      <div className={GRID} aria-busy="true">
        {items}
      </div>
    );
  }
  return (
    <Card className="@container divide-y overflow-hidden" aria-busy="true">
      {items}
    </Card>
  );
}
