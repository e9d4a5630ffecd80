import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A country's flag from our own /api/flags/ URLs; `alt` names the country. Renders nothing when
 * there is no flag, so the text beside it stands alone.
 */
export function Flag({
  src,
  alt,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined; alt: string }) {
  if (!src) return null;
  return (
    <img
      data-slot="flag"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={20}
      height={15}
      className={cn(
        'inline-block h-3.5 w-[1.125rem] shrink-0 rounded-[2px] object-cover ring-1 ring-black/10 dark:ring-white/15',
        className,
      )}
      {...props}
    />
  );
}
