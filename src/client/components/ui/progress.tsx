import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * shadcn/ui's Progress, without Radix: a bar filled to `value` (0 to 1), or pulsing while the
 * total is unknown (`value` undefined). Name it with aria-label; `valueText` says it in words.
 */
export function Progress({
  value,
  valueText,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role'> & { value: number | undefined; valueText?: string }) {
  const percent =
    value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          'h-full bg-primary transition-[width] duration-500',
          percent === undefined && 'w-1/3 animate-pulse',
        )}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
