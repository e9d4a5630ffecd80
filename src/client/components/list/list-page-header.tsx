import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

/**
 * A paged list's heading: its title, the count of items once known (a pulsing bar until then, as
 * wide as `countWidth`), and the create button beside it.
 */
export function ListPageHeader({
  title,
  count,
  countWidth,
  action,
}: {
  title: string;
  /** The counted items ('12 mots'), undefined while the first page loads. */
  count: string | undefined;
  countWidth: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <PageHeader
        title={title}
        description={
          count ?? (
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-4 animate-pulse rounded-md bg-muted align-middle',
                countWidth,
              )}
            />
          )
        }
      />
      {action}
    </div>
  );
}

/** The link to a list's create page, styled as its main button. */
export function NewItemButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
