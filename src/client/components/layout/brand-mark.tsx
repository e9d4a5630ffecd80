import { BookOpenText } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** The product logo: an open book on the primary colour. Decorative; the site name goes beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
        className,
      )}
    >
      <BookOpenText className="size-4.5" />
    </span>
  );
}
