import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';
import { pageRange, pageWindow } from './pager-window';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  /** The link to a page (its query string), so pages can be opened, shared and reloaded. */
  hrefFor: (page: number) => string;
}

/**
 * A paged list's footer: 'Affichage de x à y sur total', then previous, a window of
 * at most five page links and next. Pages are links, so they can be opened, shared and reloaded.
 */
export function Pager({ page, totalPages, total, limit, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { from, to } = pageRange(page, limit, total);

  const step = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      <Button
        variant="outline"
        size="icon"
        className="size-11 sm:size-10"
        aria-label={label}
        disabled
      >
        {icon}
      </Button>
    ) : (
      <Link
        to={hrefFor(target)}
        aria-label={label}
        className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-11 sm:size-10')}
      >
        {icon}
      </Link>
    );

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t('pager.range', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
        })}
      </p>
      {totalPages > 1 && (
        <nav aria-label={t('pager.label')}>
          <ul className="flex items-center gap-1">
            <li>
              {step(page - 1, t('pager.previous'), <ChevronLeft aria-hidden="true" />, page <= 1)}
            </li>
            {pageWindow(page, totalPages).map((n) => (
              <li key={n}>
                <Link
                  to={hrefFor(n)}
                  aria-label={t('pager.page', { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                  className={cn(
                    buttonVariants({ variant: n === page ? 'default' : 'ghost', size: 'icon' }),
                    'size-11 tabular-nums sm:size-10',
                  )}
                >
                  {formatNumber(n)}
                </Link>
              </li>
            ))}
            <li>
              {step(
                page + 1,
                t('pager.next'),
                <ChevronRight aria-hidden="true" />,
                page >= totalPages,
              )}
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
